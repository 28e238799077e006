#include "core/rules/aggregate_cache_file.hpp"

#include "core/sys/bounded_read.hpp"
#include "core/sys/files.hpp"
#include "core/sys/secret_wipe.hpp"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>
#include <sys/stat.h>
#include <unistd.h>

namespace seal {
namespace {

constexpr std::string_view kFileFormat = "seal-chain-aggregates/3";
constexpr std::size_t kMacHex = 64;

std::string macHex(const std::string& key, const std::string& store, std::string_view counts)
{
    // The format and the store are inside the MAC: a file for store X cannot serve store Y.
    std::string message;
    message.reserve(kFileFormat.size() + store.size() + counts.size() + 2);
    message.append(kFileFormat).append("\n").append(store).append("\n").append(counts);
    unsigned char mac[EVP_MAX_MD_SIZE];
    unsigned len = 0;
    HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()), reinterpret_cast<const unsigned char*>(message.data()),
         message.size(), mac, &len);
    static const char* hex = "0123456789abcdef";
    std::string out;
    for (unsigned i = 0; i < len; ++i) {
        out += hex[mac[i] >> 4];
        out += hex[mac[i] & 0xF];
    }
    return out;
}

std::string octal(unsigned mode)
{
    char buf[8];
    std::snprintf(buf, sizeof buf, "%04o", mode & 07777u);
    return buf;
}

CacheKey keyProblem(std::string problem)
{
    return CacheKey{{}, std::move(problem)};
}

// The key file as it is, or why it cannot be trusted.
CacheKey readKeyFile(const std::string& keyFile)
{
    BoundedRead r = readRegularFileBounded(keyFile, kCacheKeyBytes);
    if (r.status != BoundedRead::Status::Read && r.status != BoundedRead::Status::TooLarge)
        return keyProblem("the cache key " + keyFile + " is " + r.why());
    if (r.owner != ::geteuid()) return keyProblem("the cache key " + keyFile + " belongs to another user");
    if ((r.mode & 077u) != 0)
        return keyProblem("the cache key " + keyFile + " is open to other users (mode " + octal(r.mode) + ")");
    if (r.status == BoundedRead::Status::TooLarge || r.bytes.size() != kCacheKeyBytes) {
        wipeSecret(r.bytes);
        return keyProblem("the cache key " + keyFile + " is not " + std::to_string(kCacheKeyBytes) + " bytes");
    }
    return CacheKey{std::move(r.bytes), {}};
}

// 32 random bytes, written whole (a temporary file made O_CREAT|O_EXCL, 0600)
// and linked into place only if no key is there yet: two processes starting
// at once both end up reading the one that won.
void createKeyFile(const std::string& keyFile)
{
    const std::filesystem::path dir = std::filesystem::path(keyFile).parent_path();
    std::error_code ignored;
    std::filesystem::create_directories(dir.parent_path(), ignored);
    if (::mkdir(dir.c_str(), 0700) != 0 && errno != EEXIST) return; // reading it names the problem
    std::string bytes(kCacheKeyBytes, '\0');
    if (RAND_bytes(reinterpret_cast<unsigned char*>(bytes.data()), static_cast<int>(bytes.size())) != 1) return;
    try {
        writeFileAtomically(keyFile, bytes, 0600, FileReplace::Never);
    } catch (const AtomicWriteError&) { // EEXIST: another process made it; else reading it says why
    }
    wipeSecret(bytes);
}

CacheFileRead ignored(CacheFileVerdict verdict, std::string why)
{
    return CacheFileRead{verdict, std::nullopt, std::move(why)};
}

std::string environment(const char* name)
{
    const char* value = std::getenv(name);
    return value ? std::string(value) : std::string();
}

// An XDG base directory counts only when absolute (the specification says to ignore a relative one).
std::string baseDirectory(const char* xdgName, const char* underHome)
{
    if (const std::string xdg = environment(xdgName); !xdg.empty() && xdg.front() == '/') return xdg;
    if (const std::string home = environment("HOME"); !home.empty()) return home + "/" + underHome;
    return {};
}

} // namespace

CacheKey loadCacheKey(const std::string& keyFile, const std::optional<std::string>& fromEnvironment, bool create)
{
    if (fromEnvironment) {
        if (fromEnvironment->size() < kCacheKeyBytes)
            return keyProblem("SEAL_CACHE_KEY is shorter than " + std::to_string(kCacheKeyBytes) + " bytes");
        return CacheKey{*fromEnvironment, {}};
    }
    if (keyFile.empty()) return keyProblem("no home directory for the cache key");
    if (create) {
        struct stat st = {};
        if (::lstat(keyFile.c_str(), &st) != 0 && errno == ENOENT) createKeyFile(keyFile);
    }
    return readKeyFile(keyFile);
}

CacheFileRead readCacheFile(const std::string& path, const CacheKey& key, const std::string& store)
{
    BoundedRead r = readRegularFileBounded(path, kCacheFileMaxBytes);
    if (r.status == BoundedRead::Status::Missing) return {};
    if (r.status == BoundedRead::Status::TooLarge)
        return ignored(CacheFileVerdict::Refused,
                       path + " is larger than " + std::to_string(kCacheFileMaxBytes >> 20) + " MiB");
    if (r.status != BoundedRead::Status::Read) return ignored(CacheFileVerdict::Refused, path + " is " + r.why());
    if (key.bytes.empty()) return ignored(CacheFileVerdict::NoKey, key.problem);
    // "<format> <store> <mac>\n<counts>"
    const std::string_view bytes = r.bytes;
    const std::size_t eol = bytes.find('\n');
    const std::string_view header = bytes.substr(0, eol == std::string_view::npos ? 0 : eol);
    const std::size_t sp1 = header.find(' ');
    const std::size_t sp2 = sp1 == std::string_view::npos ? sp1 : header.find(' ', sp1 + 1);
    if (eol == std::string_view::npos || sp2 == std::string_view::npos || header.substr(0, sp1) != kFileFormat ||
        header.size() - sp2 - 1 != kMacHex)
        return ignored(CacheFileVerdict::Unauthentic,
                       "not written by this user's Seal Desk (no MAC: not a " + std::string(kFileFormat) + " file)");
    const std::string fileStore(header.substr(sp1 + 1, sp2 - sp1 - 1));
    const std::string_view counts = bytes.substr(eol + 1);
    const std::string expected = macHex(key.bytes, fileStore, counts);
    if (CRYPTO_memcmp(expected.data(), header.data() + sp2 + 1, kMacHex) != 0)
        return ignored(CacheFileVerdict::Unauthentic, "not written by this user's Seal Desk (MAC mismatch)");
    if (fileStore != store) return ignored(CacheFileVerdict::OtherStore, "written for another store");
    std::optional<AggregatePrefix> prefix = aggregatePrefixFromJson(nlohmann::json::parse(counts, nullptr, false));
    if (!prefix) return ignored(CacheFileVerdict::Malformed, "its counts are not in a form this version reads");
    return CacheFileRead{CacheFileVerdict::Used, std::move(prefix), {}};
}

std::string cacheFileBytes(const AggregatePrefix& prefix, const std::string& key, const std::string& store)
{
    const std::string counts = aggregatePrefixJson(prefix).dump();
    return std::string(kFileFormat) + " " + store + " " + macHex(key, store, counts) + "\n" + counts;
}

std::string cacheDirectoryFromEnvironment()
{
    // Set but empty turns the cache off, as sealctl's help and man page say.
    std::string dir;
    if (const char* own = std::getenv("SEAL_CACHE_DIR"))
        dir = own;
    else if (const std::string base = baseDirectory("XDG_CACHE_HOME", ".cache"); !base.empty())
        dir = base + "/sealdesk";
    return dir.empty() ? dir : dir + "/chain-aggregates";
}

std::string cacheKeyFileFromEnvironment()
{
    const std::string base = baseDirectory("XDG_DATA_HOME", ".local/share");
    return base.empty() ? std::string() : base + "/sealdesk/cache.key";
}

} // namespace seal
