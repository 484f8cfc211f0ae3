/// Prints the results: one row per workload with Animatic's time as a ratio of each baseline's
/// first (ratios hold from host to host better than times do), every engine's median, and the
/// spread of Animatic's runs; then the verification passes and the targets.
struct Table {
    let results: [Benchmark.Result]
    let requestedRuns: Int
    /// The bare loop's median, fastest and slowest nanoseconds per node, when *deep* ran.
    var bareLoop: (median: Double, fastest: Double, slowest: Double)?
    /// The same for the bare loop that borrows its closures (see ``BareLoop``): no target, the
    /// floor under the limit.
    var borrowingLoop: (median: Double, fastest: Double, slowest: Double)?
    /// *deep* over the bare loop, timed in alternation, when *deep* ran.
    var deepToBareLoop: PairedRatio?
    /// Animatic's cellx 1000 over the naive baseline's, timed in alternation, when cellx 1000 ran.
    var cellxToNaive: PairedRatio?

    /// A table row: the cells, left column first.
    private typealias Row = [String]

    func render() -> String {
        let engines = Benchmark.engineNames
        var rows: [Row] = [
            ["workload", "unit"] + engines.dropFirst().map { "\(engines[0]) ÷ \($0)" } + engines
                + ["\(engines[0]) fastest–slowest"]
        ]
        var notes: [String] = []
        for result in results {
            let medians = result.measurements.map { result.unit.scaled($0.nanosecondsPerOperation) }
            let cells = zip(medians, result.measurements).map { median, measurement in
                Self.format(median) + (measurement.runs < requestedRuns ? "*" : "")
            }
            let spread = result.measurements[0].spread
            rows.append(
                [result.name, result.unit.label] + medians.dropFirst().map { Self.ratio(medians[0], $0) } + cells
                    + [
                        Self.format(result.unit.scaled(spread.lowerBound)) + "–"
                            + Self.format(result.unit.scaled(spread.upperBound))
                    ])
            for (unit, bytes) in [
                ("B/node", result.measurements.map(\.bytesPerNode)),
                ("resident B/node", result.measurements.map(\.residentBytesPerNode)),
            ] where bytes.allSatisfy({ $0 != nil }) {
                let values = bytes.map { $0! }
                rows.append(
                    [result.name, unit] + values.dropFirst().map { Self.ratio(values[0], $0) }
                        + values.map { Self.format($0) } + [""])
            }
            if result.measurements.contains(where: { $0.runs < requestedRuns }) {
                let counts = zip(engines, result.measurements).map { "\($0) \($1.runs)" }.joined(separator: ", ")
                notes.append("\(result.name): runs \(counts)")
            }
        }
        let scaling = cellxScaling()
        if let scaling {
            let cells = [Self.format(scaling.animatic.median) + "x†"] + scaling.baselines.map { Self.format($0) + "x" }
            rows.append(["cellx 5000/1000", "ratio", "", ""] + cells + [Self.range(scaling.animatic.range)])
        }
        for (name, loop) in [("deep, bare loop", bareLoop), ("bare loop, closures borrowed", borrowingLoop)] {
            guard let loop else { continue }
            rows.append(
                [
                    name, "ns/node", "", "", Self.format(loop.median), "", "",
                    Self.format(loop.fastest) + "–" + Self.format(loop.slowest),
                ])
        }
        for (name, paired) in [("deep ÷ bare loop", deepToBareLoop), ("cellx 1000 ÷ naive", cellxToNaive)] {
            guard let paired else { continue }
            rows.append(
                [name, "ratio", "", "", Self.format(paired.median) + "x‡", "", "", Self.range(paired.range)])
        }
        var text = Self.layout(rows)
        if !notes.isEmpty {
            text += "\n* fewer runs than requested: the baseline used up its time budget. "
            text += notes.joined(separator: "; ") + "\n"
        }
        if let scaling {
            text += "\n† the median over \(scaling.animatic.pairs) pairs of runs, the two sizes timed one right "
            text += "after the other, each run after an untimed one of its own size, on graphs built afresh every "
            text += "\(scaling.animatic.pairsPerRound) pairs (single pairs: "
            text += "\(Self.format(scaling.animatic.range.lowerBound))x to "
            text += "\(Self.format(scaling.animatic.range.upperBound))x, as where the graphs land in memory "
            text +=
                "decides how much of 5,000 layers the caches hold); the baselines' ratios are of the two rows above\n"
        }
        if let paired = deepToBareLoop ?? cellxToNaive {
            text += "\n‡ the median over \(paired.pairs) pairs of runs, the two sides of each pair timed one right "
            text += "after the other, each run after an untimed one of its own side, on workloads built afresh every "
            text += "\(paired.pairsPerRound) pairs; the column on the right is the lowest and the highest pair\n"
        }
        text += verifications()
        text += targets(scaling: scaling?.animatic)
        return text
    }

    /// The rounds of graphs built afresh that the cellx scaling is timed on.
    static let scalingRounds = 7

    /// The rounds of a ``PairedRatio``, each on workloads built afresh, and its fewest pairs per
    /// round (more if more runs are asked for).
    static let pairedRounds = 5
    static let pairedRuns = 9

    /// `0.81x–0.95x`.
    private static func range(_ range: ClosedRange<Double>) -> String {
        format(range.lowerBound) + "x–" + format(range.upperBound) + "x"
    }

    /// The time for cellx 5000 over cellx 1000: Animatic's timed in alternation over rounds of
    /// graphs built afresh, the baselines' of the table's two rows (timing their pairs would take
    /// minutes).
    private func cellxScaling() -> (animatic: PairedRatio, baselines: [Double])? {
        guard let small = results.first(where: { $0.name == "cellx 1000" }),
            let large = results.first(where: { $0.name == "cellx 5000" })
        else { return nil }
        let baselines = zip(small.measurements, large.measurements).dropFirst().map {
            $1.nanosecondsPerOperation / $0.nanosecondsPerOperation
        }
        // Both sizes do 20 updates a run: the ratio of their times is the ratio per update.
        let animatic = PairedRatio.measure(rounds: Self.scalingRounds, runs: max(requestedRuns, Self.pairedRuns)) {
            let (large, small) = (AnimaticEngine(), AnimaticEngine())
            return (
                CellxWorkload(layers: 5_000).makeTrial(on: large).keeping(large),
                CellxWorkload(layers: 1_000).makeTrial(on: small).keeping(small)
            )
        }
        return (animatic, baselines)
    }

    private func verifications() -> String {
        var text = ""
        for result in results {
            let checks = zip(Benchmark.engineNames, result.measurements).compactMap { engine, measurement in
                measurement.verification.map { (engine, $0) }
            }
            guard !checks.isEmpty else { continue }
            if text.isEmpty { text = "\nRule evaluations per write (untimed verification pass, observer count):\n" }
            let minimal = Double(checks[0].1.minimal) / Double(checks[0].1.writes)
            let counts = checks.map { "\($0) \(Self.format($1.perWrite))" }.joined(separator: ", ")
            text += "  \(result.name): minimal \(Self.format(minimal)); \(counts)\n"
        }
        return text
    }

    private func targets(scaling: PairedRatio?) -> String {
        var lines: [String] = []
        func median(_ name: String) -> Benchmark.Measurement? {
            results.first { $0.name == name }?.measurements[0]
        }
        func line(_ label: String, _ value: Double, _ unit: String, limit: Double) {
            let verdict = value <= limit ? "met" : "NOT met"
            lines.append("  \(label): \(Self.format(value)) \(unit) (target ≤ \(Self.format(limit))): \(verdict)")
        }
        if let paired = deepToBareLoop {
            line("deep ÷ bare loop (median of \(paired.pairs) alternating pairs)", paired.median, "x", limit: 1.3)
            if let deep = median("deep"), let bareLoop, let borrowingLoop {
                // The limit's calls each count two references atomically, a cost that varies most
                // from processor to processor: the borrowed loop says how much of the limit it is.
                lines.append(
                    "    for reference (no target): deep ÷ the bare loop with its closures borrowed, "
                        + "\(Self.format(deep.nanosecondsPerOperation / borrowingLoop.median)) x; the borrowed loop "
                        + "takes \(Self.format(borrowingLoop.median / bareLoop.median)) x the limit's time")
            }
        }
        if let paired = cellxToNaive {
            line("cellx 1000 ÷ naive (median of \(paired.pairs) alternating pairs)", paired.median, "x", limit: 0.8)
        }
        if let scaling {
            line("cellx 5000/1000 (median of \(scaling.pairs) alternating pairs)", scaling.median, "x", limit: 5.5)
        }
        for name in ["diamond", "avoidable"] {
            if let verification = median(name)?.verification {
                let verdict = verification.isMinimal ? "met" : "NOT met"
                lines.append(
                    "  \(name): \(Self.format(verification.perWrite)) evaluations per write (minimal "
                        + "\(Self.format(Double(verification.minimal) / Double(verification.writes)))): \(verdict)")
            }
        }
        if let bytes = median("build")?.bytesPerNode {
            line("build", bytes, "bytes/node", limit: 150)
        }
        return lines.isEmpty
            ? ""
            : "\nThe benchmark's targets for Animatic, as ratios to the limits and baselines measured in this run:\n"
                + lines.joined(separator: "\n") + "\n"
    }

    /// Three significant digits or so: `12.3`, `1,234`, `0.052`.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        let magnitude = abs(value)
        let digits = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
        var scaled = value
        for _ in 0..<digits { scaled *= 10 }
        let rounded = Int(scaled.rounded())
        let whole = abs(rounded) / Int(pow10(digits))
        let fraction = abs(rounded) % Int(pow10(digits))
        var text = groupThousands(whole)
        if digits > 0 {
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return (rounded < 0 ? "-" : "") + text
    }

    private static func pow10(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1.0) { result, _ in result * 10 }
    }

    private static func groupThousands(_ value: Int) -> String {
        let digits = Array(String(value))
        var text = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }

    /// Animatic's time as a fraction of a baseline's: below 1 means Animatic is faster.
    private static func ratio(_ animatic: Double, _ baseline: Double) -> String {
        format(animatic / baseline) + "x"
    }

    /// Left-aligns the first two columns and right-aligns the numbers.
    private static func layout(_ rows: [Row]) -> String {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in
            rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        var text = ""
        for (number, row) in rows.enumerated() {
            let cells = row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column < 2 ? cell + padding : padding + cell
            }
            text += cells.joined(separator: "  ") + "\n"
            if number == 0 {
                text += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
            }
        }
        return text
    }
}
