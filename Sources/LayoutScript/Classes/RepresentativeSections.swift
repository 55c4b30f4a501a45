import Foundation

/// The sections of a table or collection whose length the scene's files do not give (the app's data would), as a
/// scripted data source last counted them; their rows and items are representative.
///
/// ```swift
/// var sections = RepresentativeSections()
/// sections.mark(0, representative: true)
/// sections.contains(0)   // true
/// ```
struct RepresentativeSections {
    private var sections: Set<Int> = []

    /// Records whether `section`'s count was unknown when last asked.
    mutating func mark(_ section: Int, representative: Bool) {
        if representative {
            sections.insert(section)
        } else {
            sections.remove(section)
        }
    }

    /// Whether `section`'s rows or items are representative.
    func contains(_ section: Int) -> Bool {
        sections.contains(section)
    }
}
