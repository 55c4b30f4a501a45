import Foundation
import Testing
@testable import LayoutRender

@Suite("SHA-256")
struct SHA256Tests {
    @Test("matches the FIPS 180-4 test vectors", arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func vectors(message: String, digest: String) {
        #expect(SHA256.hexDigest(of: Data(message.utf8)) == digest)
    }

    @Test("a million 'a's (many blocks)")
    func long() {
        #expect(SHA256.hexDigest(of: Data(repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("lengths around the padding boundary differ", arguments: [55, 56, 63, 64, 65])
    func padding(length: Int) {
        let digest = SHA256.hexDigest(of: Data(repeating: 0x61, count: length))
        #expect(digest.count == 64)
        #expect(digest != SHA256.hexDigest(of: Data(repeating: 0x61, count: length + 1)))
    }
}
