/// Which side of an item an attribute lies on along its axis, after leading and trailing are resolved:
/// the low edge (left, top, first baseline), the high edge (right, bottom, last baseline) or the middle.
enum EdgeSide {
    case low
    case high
    case middle
}
