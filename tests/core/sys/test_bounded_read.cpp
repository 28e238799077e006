// core/sys/bounded_read: only a regular file within the bound is read. A
// FIFO with no writer, a symbolic link to /dev/zero, the device itself, a
// directory and a 2 GB sparse file are each refused by what they are, before
// any byte is read (the status says which check refused them); the controls
// are a regular file exactly at the bound (read whole) and one byte past it.
#include "core/sys/bounded_read.hpp"
#include "tests/support/test_store.hpp"

#include <QTemporaryDir>
#include <QtTest>
#include <fcntl.h>
#include <fstream>
#include <sys/stat.h>
#include <unistd.h>

using namespace seal;

namespace {

void writeBytes(const std::string& path, const std::string& bytes)
{
    std::ofstream(path, std::ios::binary) << bytes;
}

} // namespace

class TestBoundedRead : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsARegularFileWithinTheBound()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("f")).toStdString();
        writeBytes(path, std::string(100, 'x'));
        const BoundedRead r = readRegularFileBounded(path, 100);
        QCOMPARE(int(r.status), int(BoundedRead::Status::Read));
        QCOMPARE(r.bytes, std::string(100, 'x'));
        QCOMPARE(r.owner, ::geteuid());
        // Control: one byte past the bound is refused, and nothing is kept.
        const BoundedRead over = readRegularFileBounded(path, 99);
        QCOMPARE(int(over.status), int(BoundedRead::Status::TooLarge));
        QVERIFY(over.bytes.empty());
        QCOMPARE(int(readRegularFileBounded(dir.filePath(QStringLiteral("none")).toStdString(), 10).status),
                 int(BoundedRead::Status::Missing));
    }

    void aFifoIsRefusedWithoutWaitingForAWriter()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("fifo")).toStdString();
        QCOMPARE(::mkfifo(path.c_str(), 0600), 0);
        const BoundedRead r = readRegularFileBounded(path, 1 << 20); // returns: O_NONBLOCK
        QCOMPARE(int(r.status), int(BoundedRead::Status::NotRegular));
        QCOMPARE(r.why(), std::string("a FIFO"));
    }

    void aLinkToDevZeroTheDeviceAndADirectoryAreRefused()
    {
        QTemporaryDir dir;
        const std::string link = dir.filePath(QStringLiteral("zero")).toStdString();
        QCOMPARE(::symlink("/dev/zero", link.c_str()), 0);
        const BoundedRead viaLink = readRegularFileBounded(link, 1 << 20);
        QCOMPARE(int(viaLink.status), int(BoundedRead::Status::Symlink));
        QVERIFY(viaLink.bytes.empty());
        const BoundedRead device = readRegularFileBounded("/dev/zero", 1 << 20);
        QCOMPARE(int(device.status), int(BoundedRead::Status::NotRegular));
        QCOMPARE(device.why(), std::string("a character device"));
        const BoundedRead directory = readRegularFileBounded(dir.path().toStdString(), 1 << 20);
        QCOMPARE(int(directory.status), int(BoundedRead::Status::NotRegular));
        QCOMPARE(directory.why(), std::string("a directory"));
    }

    void aTwoGigabyteSparseFileIsRefusedUnread()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("sparse")).toStdString();
        const int fd = ::open(path.c_str(), O_CREAT | O_WRONLY, 0600);
        QVERIFY(fd >= 0);
        QCOMPARE(::ftruncate(fd, off_t(2) << 30), 0);
        ::close(fd);
        const long before = seal::test::peakRssKiB();
        const BoundedRead r = readRegularFileBounded(path, std::size_t(64) << 20);
        QCOMPARE(int(r.status), int(BoundedRead::Status::TooLarge));
        QVERIFY(r.bytes.empty());
        // Nothing was read: the peak resident set did not grow by the file (or the bound).
        QVERIFY2(seal::test::peakRssKiB() - before < 16 * 1024, std::to_string(seal::test::peakRssKiB() - before).c_str());
    }
};

QTEST_GUILESS_MAIN(TestBoundedRead)
#include "test_bounded_read.moc"
