// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Danger rules over what destroys data through an API rather than a file: containers and their runtimes, clusters,
// infrastructure tools, the clouds, hosted databases and virtual machines. Removing one object named literally
// (`docker rm web`, `kubectl delete pod x`, `aws s3 rm s3://b/k`) asks nothing; mass deletion (--all, prune,
// recursive, selectors, whole buckets, projects, clusters, namespaces, volumes) asks.
#include "RuleHelpers.h"

#include "PathRules.h"
#include "SqlRules.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

namespace airlock::safety::rules {

namespace {

using Words = std::vector<std::string>;

// A name written out in full: no expansion, substitution or wildcard.
bool literalName(const Word &w)
{
    return !w.expanded && w.substitutions.empty() && !w.glob && w.text.find_first_of("*?") == std::string::npos;
}

bool has(const Words &words, std::string_view w)
{
    return std::find(words.begin(), words.end(), w) != words.end();
}

// The options that select many objects at once.
bool selectsMany(const Invocation &inv)
{
    return anyArg(inv, {"-a", "--all", "-A", "--all-namespaces", "-l", "--selector", "--field-selector", "-f",
                        "--filename", "-k", "--kustomize", "--prune", "-r", "-R", "--recursive", "--volumes", "-v"}) ||
           anyArgStartsWith(inv, "--selector=") || anyArgStartsWith(inv, "--all=") ||
           anyArgStartsWith(inv, "--filename=") || anyArgStartsWith(inv, "-l=") ||
           anyArgStartsWith(inv, "--field-selector=");
}

// Every operand from `from` on is one literal name, and there is at least one.
bool namedObjects(const std::vector<const Word *> &operands, std::size_t from)
{
    if (operands.size() <= from)
        return false;
    return std::all_of(operands.begin() + static_cast<std::ptrdiff_t>(from), operands.end(),
                       [](const Word *w) { return literalName(*w); });
}

// docker run -v /:/host, --privileged, --pid=host, --cap-add SYS_ADMIN, the docker socket: root on the host.
void judgeHostAccess(Context &ctx, const Invocation &inv)
{
    for (std::size_t i = 0; i < inv.args.size(); ++i) {
        const std::string &a = inv.args[i].text;
        std::optional<Phrase> why;
        std::string volume;
        if ((a == "-v" || a == "--volume" || a == "--mount") && i + 1 < inv.args.size())
            volume = inv.args[i + 1].text;
        else if (startsWith(a, "--volume=") || startsWith(a, "--mount=") || (startsWith(a, "-v") && a.size() > 2))
            volume = a.substr(a[1] == 'v' ? 2 : a.find('=') + 1);
        if (a == "--privileged")
            why = Phrase(
                AIRLOCK_FINDING("airlock::safety::Finding", "runs a privileged container, which is root on the host"));
        else if (a == "--pid=host" || a == "--ipc=host" || a == "--userns=host" || a == "--cgroupns=host")
            why = Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "shares the host's %1 namespace"),
                         a.substr(2, a.find('=') - 2));
        else if (startsWith(a, "--cap-add") &&
                 (a.find("SYS_ADMIN") != std::string::npos || a.find("ALL") != std::string::npos ||
                  (i + 1 < inv.args.size() && a == "--cap-add" &&
                   (inv.args[i + 1].text == "SYS_ADMIN" || inv.args[i + 1].text == "ALL"))))
            why = Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                         "gives the container the host's administrator capabilities"));
        if (!volume.empty()) {
            std::string source = volume.substr(0, volume.find(':'));
            if (startsWith(source, "type=") || source.find("source=") != std::string::npos ||
                source.find("src=") != std::string::npos) {
                const std::size_t at = volume.find("src");
                source = volume.substr(volume.find('=', at) + 1);
                source = source.substr(0, source.find(','));
            }
            const PathClass pc = classifyPath(source, false);
            const bool readOnly =
                volume.find(":ro") != std::string::npos || volume.find("readonly") != std::string::npos;
            if (pc.root || pc.path.find("docker.sock") != std::string::npos ||
                pc.path.find("podman.sock") != std::string::npos || (!readOnly && (pc.systemDirectory || pc.system)))
                why = Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "mounts %1 of the host into the container"),
                             pc.path);
        }
        if (why) {
            ctx.add(inv, Category::PrivilegeEscalation, std::move(*why));
            return;
        }
    }
}

void judgeDocker(Context &ctx, const Invocation &inv)
{
    const Options o = parseOptions(inv.args, "Hc", {"host", "context", "config", "log-level", "filter", "format"});
    Words words;
    for (const Word *w : o.operands)
        words.push_back(w->text);
    auto at = [&](std::size_t i) { return i < words.size() ? words[i] : std::string(); };
    const std::string &p = inv.program;
    const std::string a = at(0);
    const std::string b = at(1);
    auto add = [&](Phrase why) { ctx.add(inv, Category::ContainerCloudDestruction, std::move(why)); };
    if (a == "run" || a == "create" || ((a == "container" || a == "compose") && (b == "run" || b == "create")))
        judgeHostAccess(ctx, inv);
    // Removing containers, images or networks by name is tidying up; volumes hold data, prune and --all are many.
    const bool removesOne = (a == "rm" || a == "rmi") ? namedObjects(o.operands, 1)
                            : (a == "container" || a == "image" || a == "network") && (b == "rm" || b == "remove")
                                ? namedObjects(o.operands, 2)
                                : false;
    const bool cacheOnly = (a == "image" && b == "prune" && !o.has('a') && !o.has("all")) ||
                           ((a == "builder" || a == "buildx") && b == "prune") || (a == "network" && b == "prune");
    if (removesOne || cacheOnly)
        return;
    if (a == "kill" && !namedObjects(o.operands, 1))
        add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 kill stops every container it is given"), p));
    if (a == "compose") {
        if (has(words, "down") && (o.has('v') || o.has("volumes") || o.has("rmi")))
            add(Phrase(
                AIRLOCK_FINDING("airlock::safety::Finding", "%1 compose down deletes the project's volumes or images"),
                p));
        else if (has(words, "rm") && o.has('v'))
            add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 compose rm -v deletes the services' volumes"),
                       p));
    } else if (a == "rm" || a == "rmi" || (a == "system" && (b == "prune" || b == "reset")) || b == "prune" ||
               (b == "rm" && !a.empty()) || (a == "swarm" && b == "leave") ||
               (a == "stack" && (b == "rm" || b == "down")) || (a == "volume" && b == "remove")) {
        add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 deletes containers, images or data"),
                   p + " " + a + (b.empty() || a == "rm" || a == "rmi" ? "" : " " + b)));
    }
}

// kubectl delete of one named object of a kind that is made again or holds no data (a pod, a job, a config map)
// asks nothing; deployments, namespaces, volumes, definitions, selectors, files and --all ask.
void judgeKubectl(Context &ctx, const Invocation &inv, const Options &o, const Words &words)
{
    static const std::set<std::string, std::less<>> kDisposable = {
        "pod",    "pods", "po",         "job",         "jobs", "configmap", "configmaps", "cm",        "event",
        "events", "ev",   "replicaset", "replicasets", "rs",   "lease",     "leases",     "endpoints", "ep"};
    auto at = [&](std::size_t i) { return i < words.size() ? words[i] : std::string(); };
    const std::string a = at(0);
    const std::string kind = lower(at(1));
    auto add = [&](Phrase why) { ctx.add(inv, Category::ContainerCloudDestruction, std::move(why)); };
    if (a == "delete") {
        const std::string bareKind = kind.substr(0, kind.find('/'));
        const bool one = words.size() == 3 && kind.find(',') == std::string::npos && kDisposable.count(bareKind) &&
                         namedObjects(o.operands, 2) && !selectsMany(inv);
        const bool slashOne = words.size() == 2 && kind.find('/') != std::string::npos && kDisposable.count(bareKind) &&
                              namedObjects(o.operands, 1) && !selectsMany(inv);
        if (!one && !slashOne)
            add(words.size() > 1
                    ? Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 delete %2"), inv.program,
                             at(1) + " " + at(2))
                    : Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 delete (from files)"), inv.program));
    } else if (a == "drain" || (a == "replace" && o.has("force"))) {
        add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 %2 %3"), inv.program, a, at(1)));
    } else if (a == "scale" && o.value("replicas") == std::optional<std::string>("0")) {
        add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 scale --replicas=0 stops every replica"),
                   inv.program));
    }
}

// aws: deletes through the API ask, but removing one object from a bucket does not.
void judgeAws(Context &ctx, const Invocation &inv, const Words &words)
{
    auto at = [&](std::size_t i) { return i < words.size() ? words[i] : std::string(); };
    const std::string service = at(0);
    const std::string action = at(1);
    if (service == "s3" && action == "rm" && !anyArg(inv, {"--recursive"}) && words.size() == 3) {
        const std::string &url = words[2];
        const std::size_t slash = url.find('/', 5);
        if (startsWith(url, "s3://") && slash != std::string::npos && slash + 1 < url.size())
            return; // one object
    }
    if ((service == "s3" && (action == "rm" || action == "rb" || (action == "sync" && anyArg(inv, {"--delete"})))) ||
        startsWith(action, "delete") || startsWith(action, "terminate") || startsWith(action, "remove") ||
        startsWith(action, "deregister") || startsWith(action, "purge") || startsWith(action, "batch-delete") ||
        action == "schedule-key-deletion" || action == "empty-bucket")
        ctx.add(
            inv, Category::ContainerCloudDestruction,
            Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "aws %1 %2 deletes cloud resources"), service, action));
}

// One object of a storage bucket, named in full: gs://bucket/key, a blob by --name.
bool oneStorageObject(const Invocation &inv, const Words &words)
{
    if (selectsMany(inv) || anyArg(inv, {"-m"}) || anyArgStartsWith(inv, "--pattern"))
        return false;
    const bool rm = has(words, "rm") || (has(words, "blob") && has(words, "delete"));
    if (!rm)
        return false;
    std::size_t objects = 0;
    for (const std::string &w : words) {
        if (startsWith(w, "gs://") || startsWith(w, "s3://")) {
            const std::size_t slash = w.find('/', 5);
            if (slash == std::string::npos || slash + 1 >= w.size() || w.find('*') != std::string::npos)
                return false;
            ++objects;
        }
    }
    return objects > 0 || (has(words, "blob") && has(words, "delete"));
}

// Tools whose delete, destroy, remove, purge or uninstall words delete what they name (clouds, VMs, hosted
// databases, deployment tools); `words` are the operands.
void judgeDeleteWords(Context &ctx, const Invocation &inv, const Words &words)
{
    static const std::set<std::string, std::less<>> kDeleting = {"delete",
                                                                 "destroy",
                                                                 "rb",
                                                                 "rm",
                                                                 "remove",
                                                                 "purge",
                                                                 "undefine",
                                                                 "unregistervm",
                                                                 "del",
                                                                 "uninstall",
                                                                 "delete-batch",
                                                                 "sites:delete",
                                                                 "apps:destroy",
                                                                 "apps:delete",
                                                                 "pg:reset",
                                                                 "firestore:delete",
                                                                 "database:remove",
                                                                 "hosting:disable",
                                                                 "projects:delete",
                                                                 "reset"};
    if (inv.program == "gsutil" || inv.program == "gcloud" || inv.program == "az")
        if (oneStorageObject(inv, words))
            return;
    if (inv.program == "gsutil" && has(words, "rsync") && anyArg(inv, {"-d", "-rd", "-dr", "-r -d"}))
        ctx.add(
            inv, Category::ContainerCloudDestruction,
            Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "gsutil rsync -d deletes what is not in the source")));
    const auto it = std::find_if(words.begin(), words.end(), [](const std::string &w) { return kDeleting.count(w); });
    if (it == words.end())
        return;
    if (*it == "reset" && inv.program != "supabase" && inv.program != "podman")
        return;
    std::string what = inv.program;
    for (auto w = words.begin(); w != words.end() && w <= it + 1 && w - words.begin() < 4; ++w)
        what += " " + *w;
    ctx.add(inv, Category::ContainerCloudDestruction,
            Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 deletes what it names"), what));
}

void judgeCloud(Context &ctx, const Invocation &inv)
{
    if (dryRun(inv) || anyArg(inv, {"--whatif", "--preview"}))
        return;
    const Options o = parseOptions(inv.args, "HcfpLn",
                                   {"host",           "context",      "config",         "log-level",   "project-name",
                                    "file",           "namespace",    "kubeconfig",     "profile",     "region",
                                    "env-file",       "name",         "stage",          "app",         "project",
                                    "resource-group", "account-name", "container-name", "bucket-name", "source"});
    Words words;
    for (const Word *w : o.operands)
        words.push_back(w->text);
    auto at = [&](std::size_t i) { return i < words.size() ? words[i] : std::string(); };
    const std::string &p = inv.program;
    auto add = [&](Phrase why) { ctx.add(inv, Category::ContainerCloudDestruction, std::move(why)); };
    if (p == "docker" || p == "podman" || p == "nerdctl") {
        judgeDocker(ctx, inv);
    } else if (p == "kubectl" || p == "oc") {
        judgeKubectl(ctx, inv, o, words);
    } else if (p == "crictl" || p == "ctr") {
        if ((at(0) == "rm" || at(0) == "rmi" || at(0) == "rmp") && !namedObjects(o.operands, 1))
            add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 %2 removes every container or image it selects"),
                       p, at(0)));
    } else if (p == "helm") {
        if (at(0) == "uninstall" || at(0) == "delete" || at(0) == "del" || at(0) == "un")
            add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "helm %1 removes a release"), at(0)));
    } else if (p == "terraform" || p == "tofu" || p == "terragrunt") {
        const std::string a = at(0);
        if (a == "destroy" || (a == "apply" && (o.has("destroy") || anyArg(inv, {"-destroy"}))) ||
            (a == "state" && at(1) == "rm") || (a == "workspace" && at(1) == "delete"))
            add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 %2 destroys infrastructure"), p, a));
        else if (a == "apply" && anyArg(inv, {"-auto-approve", "--auto-approve"}))
            add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                       "%1 apply -auto-approve changes infrastructure without review"),
                       p));
    } else if (p == "pulumi" || p == "cdk" || p == "cdktf" || p == "serverless" || p == "sls" || p == "sam" ||
               p == "copilot" || p == "eksctl" || p == "vagrant" || p == "argocd" || p == "velero") {
        if (has(words, "destroy") || has(words, "remove") || has(words, "delete") ||
            (at(0) == "stack" && at(1) == "rm"))
            add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 destroys what it deployed"),
                       p + " " + at(0) + (words.size() > 1 ? " " + at(1) : std::string())));
    } else if (p == "aws") {
        judgeAws(ctx, inv, words);
    } else if (p == "gh" || p == "glab") {
        if ((at(0) == "repo" || at(0) == "release" || at(0) == "project") && at(1) == "delete")
            add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 %2 delete"), p, at(0)));
    } else {
        judgeDeleteWords(ctx, inv, words);
    }
}

// etcd, consul and redis-like key stores: one key asks nothing, a prefix or range asks.
void judgeKeyStore(Context &ctx, const Invocation &inv)
{
    const std::string &p = inv.program;
    const Options o = parseOptions(inv.args);
    const std::string sub = subcommand(o);
    if (p == "etcdctl" && (sub == "del" || sub == "rm") &&
        (o.has("prefix") || anyArgStartsWith(inv, "--from-key") ||
         std::any_of(o.operands.begin() + 1, o.operands.end(), [](const Word *w) { return w->text.empty(); }) ||
         o.operands.size() > 2))
        ctx.add(
            inv, Category::ContainerCloudDestruction,
            Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "etcdctl del deletes every key of a prefix or range")));
    else if (p == "consul" && sub == "kv" && subcommand(o, 1) == "delete" && anyArg(inv, {"-recurse", "--recurse"}))
        ctx.add(inv, Category::ContainerCloudDestruction,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                       "consul kv delete -recurse deletes a whole tree of keys")));
    else if (p == "nomad" && anyArg(inv, {"-purge", "--purge"}))
        ctx.add(inv, Category::ContainerCloudDestruction,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                       "nomad job stop -purge deletes the job and its history")));
}

// Migration tools: the verbs that drop the database or roll every migration back.
bool dropsSchema(const std::string &p, const Options &o)
{
    static const std::map<std::string, std::set<std::string, std::less<>>, std::less<>> kDropping = {
        {"sequelize", {"db:drop", "db:migrate:undo:all", "db:seed:undo:all"}},
        {"sequelize-cli", {"db:drop", "db:migrate:undo:all"}},
        {"typeorm", {"schema:drop"}},
        {"knex", {"migrate:rollback"}},
        {"flyway", {"clean"}},
        {"liquibase", {"dropAll", "drop-all"}},
        {"mix", {"ecto.drop", "ecto.reset", "ecto.rollback"}},
        {"diesel", {"reset"}},
        {"sqlx", {"reset"}},
        {"dbmate", {"drop"}},
        {"goose", {"reset"}},
        {"migrate", {"drop"}},
        {"drizzle-kit", {"drop"}},
        {"alembic", {"downgrade"}},
        {"dotnet", {"drop"}}};
    const auto it = kDropping.find(p);
    if (it == kDropping.end())
        return false;
    for (const Word *w : o.operands) {
        if (!it->second.count(w->text))
            continue;
        if (p == "knex" || (p == "mix" && w->text == "ecto.rollback"))
            return o.has("all");
        if (p == "alembic")
            return std::any_of(o.operands.begin(), o.operands.end(), [](const Word *x) { return x->text == "base"; });
        return p != "dotnet" || (o.operands.size() >= 3 && o.operands[0]->text == "ef");
    }
    return false;
}

// Database tools beyond the SQL clients: restores that drop first, BigQuery removals, key deletes fed by xargs.
void judgeDatabaseTools(Context &ctx, const Invocation &inv)
{
    const std::string &p = inv.program;
    const Options o = parseOptions(inv.args);
    auto add = [&](Phrase why) { ctx.add(inv, Category::SqlDestruction, std::move(why)); };
    if (dropsSchema(p, o))
        add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 drops the database or every migration"),
                   p + " " + shown(o.operands, 2)));
    else if (p == "mongorestore" && o.has("drop"))
        add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                   "mongorestore --drop drops each collection before restoring it")));
    else if (p == "pg_restore" && (o.has('c') || o.has("clean")))
        add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                   "pg_restore --clean drops the database objects before restoring them")));
    else if (p == "bq" && subcommand(o) == "rm")
        add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "bq rm deletes a dataset, table or model")));
    else if (p == "bq" && subcommand(o) == "query") {
        for (const Word *w : o.operands)
            if (auto why = sql::destructiveStatement(w->text, "bq")) {
                add(std::move(*why));
                return;
            }
    } else if (p == "redis-cli" && inv.argsFromInput &&
               std::any_of(o.operands.begin(), o.operands.end(), [](const Word *w) {
                   const std::string l = lower(w->text);
                   return l == "del" || l == "unlink";
               }))
        add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "redis-cli deletes every key named on its input")));
}

} // namespace

void addCloudRules(RuleTable &t)
{
    for (const char *p :
         {"docker",     "podman",   "nerdctl",  "kubectl",    "oc",         "helm",     "terraform",  "tofu",
          "terragrunt", "pulumi",   "aws",      "gcloud",     "az",         "doctl",    "linode-cli", "hcloud",
          "scw",        "gsutil",   "heroku",   "flyctl",     "fly",        "vercel",   "netlify",    "gh",
          "glab",       "firebase", "supabase", "crictl",     "ctr",        "cdk",      "cdktf",      "serverless",
          "sls",        "sam",      "copilot",  "eksctl",     "oci",        "ibmcloud", "vultr-cli",  "civo",
          "exo",        "vagrant",  "virsh",    "VBoxManage", "vboxmanage", "lxc",      "incus",      "multipass",
          "qm",         "pct",      "argocd",   "velero",     "influx",     "turso",    "neonctl",    "pscale",
          "railway",    "render",   "upcloud",  "s3cmd",      "mc",         "wrangler"})
        t[p] = judgeCloud;
    for (const char *p : {"etcdctl", "consul", "nomad"})
        t[p] = judgeKeyStore;
    for (const char *p : {"pgcli", "mycli", "litecli", "usql", "iredis", "clickhouse"})
        t[p] = judgeSqlClient;
    for (const char *p :
         {"mongorestore", "pg_restore", "bq", "redis-cli", "sequelize", "sequelize-cli", "typeorm", "knex", "flyway",
          "liquibase", "mix", "diesel", "sqlx", "dbmate", "goose", "migrate", "drizzle-kit", "alembic", "dotnet"})
        chain(t, p, judgeDatabaseTools);
}

} // namespace airlock::safety::rules
