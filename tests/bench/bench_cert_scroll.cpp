// bench_cert_scroll [N]: does scrolling the certificate page freeze the window?
// Fills a throwaway store with N certs (default 200000; small valid bodies,
// the chain need not verify), opens the real CertificatesPage offscreen and
// scrolls it to the very end, page by page as the view asks the server for
// more. A 5 ms heartbeat timer on the GUI thread records every gap between its
// ticks: the worst gap is the longest the window could not respond.
// How to run: see tests/bench/CMakeLists.txt (QT_QPA_PLATFORM defaults to offscreen).
#include "core/demo/schema.hpp"
#include "models/certificate_model.hpp"
#include "models/store_client.hpp"
#include "tests/support/test_store.hpp"
#include "views/pages/certificates_page.hpp"

#include <QApplication>
#include <QElapsedTimer>
#include <QScrollBar>
#include <QTableView>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <vector>

using namespace seal;
using namespace seal::test;

namespace {

void fillStore(const TestDatabase& db, long long n)
{
    auto conn = db.connect();
    createSchema(conn); // every seal table: the console names a store that lacks one
    // About 550 bytes a body, like the reference kernel's witnessed certs.
    conn.exec(
        "INSERT INTO seal_certs (seq, intent, hash, prev_hash, body, created_at) "
        "SELECT g, h.intent, h.hash, h.prev, jsonb_build_object("
        "  'intent', h.intent, 'action', (ARRAY['refund','charge','payout'])[1 + g % 3],"
        "  'args_digest', md5('a' || g) || md5('b' || g), 'result_digest', md5('c' || g) || md5('d' || g),"
        "  'tier', 'WORLD_FINAL', 'world', 'confirmed', 'witness_state', 'confirmed_one', 'witness_count', 1,"
        "  'witness_evidence', jsonb_build_object('ids', jsonb_build_array('pi_' || g), 'note', 'provider "
        "ok'),"
        "  'parent_cert', h.prev, 'at', 1795946400 + g * 0.0137, 'prev_hash', h.prev, 'hash', h.hash),"
        "  1795946400 + g * 0.0137 "
        "FROM generate_series(1, $1::bigint) g, LATERAL (SELECT md5('i' || g) || md5('j' || g) AS intent,"
        "  md5(g::text) || md5('h' || g) AS hash, md5((g - 1)::text) || md5('h' || (g - 1)) AS prev) h",
        {param(static_cast<std::int64_t>(n))});
    conn.command("ANALYZE seal_certs");
}

double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

double percentile(std::vector<double> values, double p)
{
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    return values[static_cast<size_t>(p * static_cast<double>(values.size() - 1))];
}

} // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const long long n = argc > 1 ? std::atoll(argv[1]) : 200000;
    if (n <= 0) {
        std::fprintf(stderr, "usage: bench_cert_scroll [N]\n");
        return 2;
    }
    auto db = TestDatabase::empty();
    QElapsedTimer clock;
    clock.start();
    fillStore(db, n);
    std::printf("generated %lld certs in %.2f s\n", n, static_cast<double>(clock.elapsed()) / 1000.0);
    std::fflush(stdout);

    StoreClient store(QString::fromStdString(db.dsn()));
    CertificatesPage page(&store);
    page.resize(1280, 800);
    page.show();
    while (!page.hasData()) {
        if (!page.problem().isEmpty()) {
            std::fprintf(stderr, "bench_cert_scroll: %s\n", qPrintable(page.problem()));
            return 2;
        }
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    }
    CertificateModel* model = page.model();
    QScrollBar* bar = page.table()->verticalScrollBar();

    // The heartbeat: how long the GUI thread went without running its timers.
    std::vector<double> gaps;
    std::vector<double> busy; // GUI-thread CPU ms within each gap
    QElapsedTimer beat;
    double cpuAtBeat = 0;
    QTimer heartbeat;
    heartbeat.setTimerType(Qt::PreciseTimer);
    heartbeat.setInterval(5);
    QObject::connect(&heartbeat, &QTimer::timeout, &app, [&] {
        const double cpu = threadCpuMs();
        gaps.push_back(static_cast<double>(beat.nsecsElapsed()) / 1e6);
        busy.push_back(cpu - cpuAtBeat);
        beat.restart();
        cpuAtBeat = cpu;
    });
    // The user: drags the scroll bar to the bottom again whenever rows arrive.
    int steps = 0;
    QTimer scroller;
    scroller.setInterval(16);
    QObject::connect(&scroller, &QTimer::timeout, &app, [&] {
        if (bar->value() < bar->maximum()) {
            bar->setValue(bar->maximum());
            ++steps;
        } else if (!model->canFetchMore({}) && !model->isLoading()) {
            QCoreApplication::quit();
        }
    });
    beat.start();
    cpuAtBeat = threadCpuMs();
    clock.restart();
    heartbeat.start();
    scroller.start();
    QApplication::exec();
    const double seconds = static_cast<double>(clock.elapsed()) / 1000.0;

    std::printf("scrolled to the end: %d rows (%lld pages of %d) in %.2f s, %d scroll steps\n",
                model->rowCount(),
                static_cast<long long>((model->rowCount() + model->pageSize() - 1) / model->pageSize()),
                model->pageSize(), seconds, steps);
    std::printf("GUI thread heartbeat (5 ms): %zu ticks; gap median %.1f ms, p99 %.1f ms, p99.9 %.1f ms, "
                "WORST %.1f ms\n",
                gaps.size(), percentile(gaps, 0.5), percentile(gaps, 0.99), percentile(gaps, 0.999),
                gaps.empty() ? 0.0 : *std::max_element(gaps.begin(), gaps.end()));
    const auto worst = std::max_element(gaps.begin(), gaps.end());
    if (worst != gaps.end())
        std::printf(
            "worst gap %.1f ms held %.1f ms of GUI-thread CPU; the most GUI-thread CPU in one gap: %.1f ms "
            "(p99 %.1f ms)\n",
            *worst, busy[static_cast<size_t>(worst - gaps.begin())],
            *std::max_element(busy.begin(), busy.end()), percentile(busy, 0.99));
    double load[3] = {0, 0, 0};
    if (getloadavg(load, 3) > 0) std::printf("machine load average (1 min) at the end: %.1f\n", load[0]);
    std::printf("peak RSS %ld KiB (%.2f KiB per loaded row)\n", peakRssKiB(),
                static_cast<double>(peakRssKiB()) / std::max(1, model->rowCount()));
    return model->rowCount() == n ? 0 : 1;
}
