import Foundation

/// Adds a `tEXt` chunk after a PNG's header chunk: different bytes, the same pixels.
enum PNGTextChunk {
    static func inserting(keyword: String, text: String, into png: Data) -> Data {
        let headerEnd = 8 + 4 + 4 + 13 + 4
        let payload = Data("tEXt".utf8) + Data(keyword.utf8) + Data([0]) + Data(text.utf8)
        var chunk = bigEndian(UInt32(payload.count - 4))
        chunk += payload
        chunk += bigEndian(crc32(payload))
        return png.prefix(headerEnd) + chunk + png.dropFirst(headerEnd)
    }

    private static func bigEndian(_ value: UInt32) -> Data {
        Data([UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    /// CRC-32 (ISO 3309), as PNG chunks use it.
    private static func crc32(_ bytes: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
