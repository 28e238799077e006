// core/sys: a file is written whole or not at all, with its mode from the
// first byte; a key is never written over an existing file.
#include "core/sys/files.hpp"

#include <QDir>
#include <cerrno>
#include <QTemporaryDir>
#include <QtTest>
#include <fstream>
#include <sstream>
#include <csignal>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace seal;

namespace {

std::string readAll(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

unsigned modeOf(const std::string& path)
{
    struct stat st{};
    return ::stat(path.c_str(), &st) == 0 ? static_cast<unsigned>(st.st_mode & 0777) : 0;
}

} // namespace

class TestFiles : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void replacesWholeWithItsMode()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("anchors.json")).toStdString();
        writeFileAtomically(path, "first", 0644, FileReplace::Allowed);
        writeFileAtomically(path, "second", 0644, FileReplace::Allowed);
        QCOMPARE(readAll(path), std::string("second"));
        QCOMPARE(modeOf(path), 0644u);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("anchors.json")}); // no temp left
    }

    void neverOverAnExistingFile()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("key.pem")).toStdString();
        const mode_t old = ::umask(0); // a permissive umask must not widen a key's mode
        writeFileAtomically(path, "secret", 0600, FileReplace::Never);
        ::umask(old);
        QCOMPARE(modeOf(path), 0600u);
        bool refused = false;
        try {
            writeFileAtomically(path, "other", 0600, FileReplace::Never);
        } catch (const AtomicWriteError& e) {
            refused = e.error == EEXIST; // not the message: strerror speaks the locale's language
        }
        QVERIFY(refused);
        QCOMPARE(readAll(path), std::string("secret")); // the only copy is intact
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("key.pem")});
    }

    void aFailureLeavesNothing()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("missing/sub/file")).toStdString();
        QVERIFY_THROWS_EXCEPTION(AtomicWriteError, writeFileAtomically(path, "x", 0644, FileReplace::Allowed));
        QVERIFY(QDir(dir.path()).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot).isEmpty());
    }

    // An export written piece by piece and then abandoned (cancelled, or an
    // exception half-way) leaves the old file as it was and no temporary file.
    void anUncommittedStreamLeavesTheOldFile()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("chain.jsonl")).toStdString();
        writeFileAtomically(path, "old\n", 0644, FileReplace::Allowed);
        {
            AtomicFile file(path, 0644, FileReplace::Allowed);
            file.write("new line 1\n");
            file.write("new line 2\n");
            QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 2); // the temporary file exists meanwhile
        }
        QCOMPARE(readAll(path), std::string("old\n"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("chain.jsonl")});

        AtomicFile file(path, 0644, FileReplace::Allowed);
        file.write("new line 1\n");
        file.write("new line 2\n");
        file.commit();
        QCOMPARE(readAll(path), std::string("new line 1\nnew line 2\n"));
        QVERIFY_THROWS_EXCEPTION(AtomicWriteError, file.write("late")); // nothing after commit
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("chain.jsonl")});
    }

    // A program ended by SIGTERM (or SIGINT, SIGHUP) in the middle of a write
    // removes its temporary file, and still ends by that signal (issue 26,
    // item 7). The child stands for `sealctl anchor record` killed mid-write.
    void aSignalMidWriteLeavesNoTemporaryFile_data()
    {
        QTest::addColumn<int>("sig");
        QTest::addColumn<bool>("cleanup");
        QTest::newRow("SIGTERM") << int(SIGTERM) << true;
        QTest::newRow("SIGINT") << int(SIGINT) << true;
        QTest::newRow("SIGHUP") << int(SIGHUP) << true;
        QTest::newRow("SIGTERM, no handler (negative control)") << int(SIGTERM) << false;
    }
    void aSignalMidWriteLeavesNoTemporaryFile()
    {
        QFETCH(int, sig);
        QFETCH(bool, cleanup);
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("anchor.json")).toStdString();
        const pid_t child = ::fork();
        QVERIFY(child >= 0);
        if (child == 0) {
            if (cleanup) removeTemporaryFilesOnSignals();
            AtomicFile file(path, 0644, FileReplace::Allowed);
            file.write("{\"half\": ");
            ::raise(sig);
            ::_exit(0); // not reached: the signal ends the process
        }
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        QVERIFY(WIFSIGNALED(status));
        QCOMPARE(WTERMSIG(status), sig); // ended by the signal, as without the handler
        const QStringList left = QDir(dir.path()).entryList(QDir::Files);
        if (cleanup)
            QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' '))));
        else
            QCOMPARE(left.size(), 1); // the anchor.json.tmp-XXXXXX an interrupted write left before
    }
};

QTEST_GUILESS_MAIN(TestFiles)
#include "test_files.moc"
