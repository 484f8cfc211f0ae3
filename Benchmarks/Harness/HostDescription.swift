import Foundation

/// What the benchmark ran on: the processor's model, for the figures' context.
enum HostDescription {
    /// The CPU model, such as `AMD EPYC 7B13`; `unknown CPU` where it cannot be read.
    static var processor: String {
        #if os(Linux)
            let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
            for line in info.split(separator: "\n") where line.hasPrefix("model name") {
                if let colon = line.firstIndex(of: ":") {
                    return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
            }
            return "unknown CPU"
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
}
