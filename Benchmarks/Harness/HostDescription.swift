import Foundation

/// What the benchmark ran on: the processor's model and caches, for the figures' context.
///
/// The caches are part of the figure: the cellx rows, whose 5,000-layer graph is larger than many
/// processors' second-level cache, read differently on two models sold under the same name.
enum HostDescription {
    /// The CPU model, with its family and model numbers and its caches where the system tells them:
    /// `AMD EPYC (family 26, model 2; L2 2 MB a core, L3 32 MB)`. `unknown CPU` where it cannot be
    /// read.
    static var processor: String {
        #if os(Linux)
            let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
            func field(_ name: String) -> String? {
                for line in info.split(separator: "\n") {
                    guard let colon = line.firstIndex(of: ":"),
                        line[..<colon].trimmingCharacters(in: .whitespaces) == name
                    else { continue }
                    return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
                return nil
            }
            guard let model = field("model name") else { return "unknown CPU" }
            var details: [String] = []
            if let family = field("cpu family"), let number = field("model") {
                details.append("family \(family), model \(number)")
            }
            let caches = linuxCaches()
            if !caches.isEmpty { details.append(caches) }
            return details.isEmpty ? model : "\(model) (\(details.joined(separator: "; ")))"
        #else
            var size = 0
            guard sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0) == 0, size > 0 else {
                return "unknown CPU"
            }
            var bytes = [CChar](repeating: 0, count: size)
            guard sysctlbyname("machdep.cpu.brand_string", &bytes, &size, nil, 0) == 0 else { return "unknown CPU" }
            return String(cString: bytes)
        #endif
    }

    #if os(Linux)
        /// The second- and third-level caches of the first processor, `L2 2 MB a core, L3 32 MB`:
        /// each as large as the system says, the second level per core when no two cores share it.
        private static func linuxCaches() -> String {
            var parts: [String] = []
            for index in 0..<8 {
                let directory = "/sys/devices/system/cpu/cpu0/cache/index\(index)/"
                func read(_ name: String) -> String? {
                    (try? String(contentsOfFile: directory + name, encoding: .utf8))?
                        .trimmingCharacters(in: .whitespacesAndNewlines)
                }
                guard let level = read("level"), level == "2" || level == "3", let size = read("size"),
                    let kilobytes = Int(size.filter(\.isNumber))
                else { continue }
                let text = kilobytes >= 1024 && kilobytes % 1024 == 0 ? "\(kilobytes / 1024) MB" : "\(kilobytes) KB"
                let shared = read("shared_cpu_list").map { $0.contains(",") || $0.contains("-") } ?? true
                parts.append("L\(level) \(text)" + (level == "2" && !shared ? " a core" : ""))
            }
            return parts.joined(separator: ", ")
        }
    #endif
}
