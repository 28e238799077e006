// sealctl: the command line over the seal core, for scripts and CI. Each
// command file registers its own commands with CLI11 (cli.hpp's register*);
// `sealctl --help` lists them in the order they are registered here.
#include "app/sealctl/cli.hpp"
#include "core/sys/files.hpp"

using namespace seal::cli;

namespace {

void registerCommands(CommandTable& table)
{
    registerCheck(table);
    registerVerify(table);
    registerReads(table);
    registerWatch(table);
    registerSpend(table);
    registerIntent(table);
    registerReceipt(table);
    registerWrites(table);
    registerSettle(table);
    registerObligations(table);
    registerChange(table);
    registerDemo(table);
    registerEvidence(table);
    registerExport(table);
}

} // namespace

int main(int argc, char** argv)
{
    seal::removeTemporaryFilesOnSignals(); // an interrupted write leaves no *.tmp-XXXXXX behind
    return runCommandLine(argc, argv, registerCommands);
}
