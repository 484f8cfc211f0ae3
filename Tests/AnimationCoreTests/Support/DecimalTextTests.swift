import Foundation
import Testing

@testable import AnimationCore

/// `_DecimalText` writes numbers without Foundation, so traces are the same on every platform.
/// glibc's `printf` rounds the exact binary value correctly, which makes it the oracle here.
@Suite("Decimal text")
struct DecimalTextTests {
    @Test(
        "fixed decimals round the exact binary value",
        arguments: [
            (0.8333333333333334, 3, "0.833"), (100, 3, "100.000"), (-0.0001, 3, "-0.000"), (0, 0, "0"),
            (1.0005, 3, "1.000"),  // stored as 1.000499999…: down
            (0.0005, 3, "0.001"),  // stored as 0.000500000000000000010…: up
            (0.125, 2, "0.12"), (0.375, 2, "0.38"),  // exact halves go to the even neighbour
            (2.5, 0, "2"), (3.5, 0, "4"), (-1.5, 0, "-2"), (1e-300, 3, "0.000"), (123_456.789, 1, "123456.8"),
        ] as [(Double, Int, String)])
    func fixed(_ value: Double, _ digits: Int, _ expected: String) {
        #expect(_DecimalText.fixed(value, digits: digits) == expected)
    }

    @Test("fixed agrees with a correctly rounded printf on 200,000 seeded values")
    func fixedAgreesWithPrintf() {
        var state: UInt64 = 0x5EED
        var disagreements: [String] = []
        for index in 0..<200_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let digits = Int(state >> 60) % 7
            // Values near decimal halfway points are the hard ones: k/2000 plus a few ulps.
            let base = Double(Int64(bitPattern: state >> 20) % 4_000_000) / 2000
            let value = index % 2 == 0 ? base.nextUp : Double(bitPattern: (state >> 2) & 0x40EF_FFFF_FFFF_FFFF)
            let expected = String(format: "%.\(digits)f", value)
            if _DecimalText.fixed(value, digits: digits) != expected, disagreements.count < 5 {
                disagreements.append(
                    "\(value) with \(digits) digits: \(_DecimalText.fixed(value, digits: digits)) ≠ \(expected)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
    }

    @Test("significant digits round as printf's %g does, and read back as the nearest double")
    func significantAgreesWithPrintf() {
        var state: UInt64 = 0xD161_7500
        var disagreements: [String] = []
        for _ in 0..<100_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let exponent = Double(Int(state >> 59) - 16)
            let value = Double(state >> 11) / Double(1 << 53) * pow(10, exponent) * (state & 1 == 0 ? 1 : -1)
            let expected = Double(String(format: "%.6g", value))!
            if _DecimalText.significant(value, digits: 6) != expected, disagreements.count < 5 {
                disagreements.append("\(value): \(_DecimalText.significant(value, digits: 6)) ≠ \(expected)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
        #expect(_DecimalText.significant(157.913_670_417_429_7, digits: 6) == 157.914)
        #expect(_DecimalText.significant(999_999.5, digits: 6) == 1_000_000)
    }

    @Test("shortest text writes whole numbers without a fraction")
    func shortest() {
        #expect(_DecimalText.shortest(100) == "100")
        #expect(_DecimalText.shortest(0.1) == "0.1")
        #expect(_DecimalText.shortest(-0.0) == "-0")
        #expect(_DecimalText.shortest(1e-5) == "1e-05")
        #expect(_DecimalText.shortest(1e300) == "1e+300")
    }
}
