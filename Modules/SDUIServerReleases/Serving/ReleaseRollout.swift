import Crypto

/// Which installs a rollout reaches: each install id has a bucket from 0 to
/// 99 (a hash of the id alone, not of the release), and a rollout to p%
/// reaches the buckets below p. So widening from 10% to 50% keeps every
/// install that had the release, and the next rollout starts with the same
/// early installs (those that chose to be early stay early).
enum ReleaseRollout {
    static func bucket(_ install: String) -> Int {
        let digest = Array(SHA256.hash(data: Array("sdui-rollout:\(install)".utf8)))
        let word = digest.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return Int(word % 100)
    }
}
