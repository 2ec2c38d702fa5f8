// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The programs that run other commands, surveyed: bash builtins, coreutils and util-linux, schedulers, sessions,
// task runners and environment managers, remote and container shells, privilege tools, sandboxes, tracers and
// debuggers. One line per program (or program and subcommand), read once:
//   name | short options taking an argument | long options taking one | operands before the payload | payload |
//   options whose argument is shell text | extras
// payload: argv (the rest is a command), joined (the rest is shell text), option (only a shell-text option runs
// something), first (the first operand is shell text), parallel (GNU parallel's template and ::: arguments).
// extras: priv (runs as another user), env (NAME=value words), marker=W[,W2] (the payload starts after W),
// prefix=P (P runs the payload), shell=LETTERS (flags that make the payload shell text), two=A,B (two arguments),
// kv=o:KEY,KEY (-o KEY=VALUE holds shell text, compared in lower case).
// @exec and @run stand for the options of container exec and run.
#include "WrapperTable.h"

#include <functional>
#include <sstream>
#include <string>
#include <unordered_map>

namespace airlock::safety::detail {
namespace {

constexpr std::string_view kWrappers = R"(
sudo | CDghpRrTtUu | --close-from --chdir --group --host --prompt --chroot --role --type --command-timeout --other-user --user | 0 | argv | | priv shell=si
doas | Cu | | 0 | argv | | priv shell=s
pkexec | | --user | 0 | argv | | priv
run0 | uDgE | --user --group --chdir --setenv --unit --property --description --slice --nice --machine --background --shell-prompt-prefix | 0 | argv | | priv
runuser | ugGsw | --user --group --supp-group --shell --whitelist-environment | 0 | option | -c --command --session-command | priv
su | gGsw | --group --supp-group --shell --whitelist-environment | 0 | option | -c --command --session-command | priv
sg | | | 1 | joined | -c |
setpriv | | --reuid --regid --ruid --rgid --euid --egid --groups --inh-caps --ambient-caps --bounding-set --securebits --selinux-label --apparmor-profile --landlock-access --landlock-rule --pdeathsig | 0 | argv | |
capsh | | | 0 | argv | | marker=-- prefix=bash
firejail | | | 0 | argv | |
bwrap | | --dir --tmpfs --proc --dev --mqueue --chdir --uid --gid --hostname --unsetenv --lock-file --sync-fd --info-fd --json-status-fd --block-fd --userns-block-fd --seccomp --add-seccomp-fd --remount-ro --exec-label --file-label --cap-add --cap-drop --userns --userns2 --pidns --args --perms --size --overlay-src --tmp-overlay --ro-overlay --argv0 | 0 | argv | | two=--bind,--bind-try,--ro-bind,--ro-bind-try,--dev-bind,--dev-bind-try,--symlink,--setenv,--chmod,--file,--bind-data,--ro-bind-data,--overlay
env | uCP | --unset --chdir --default-signal --ignore-signal --block-signal | 0 | argv | -S --split-string | env
command | | | 0 | argv | |
builtin | | | 0 | argv | |
exec | a | | 0 | argv | |
time | fo | --format --output | 0 | argv | |
trap | | | 0 | first | |
nice | n | --adjustment | 0 | argv | |
ionice | cnpPu | --class --classdata --pid --pgid --uid | 0 | argv | |
chrt | TPD | --sched-runtime --sched-period --sched-deadline | 1 | argv | |
taskset | | | 1 | argv | |
nohup | | | 0 | argv | |
setsid | | | 0 | argv | |
timeout | sk | --signal --kill-after | 1 | argv | |
stdbuf | ioe | --input --output --error | 0 | argv | |
chroot | | --userspec --groups | 1 | argv | |
flock | wE | --timeout --conflict-exit-code | 1 | argv | -c --command |
unshare | SGRw | --setuid --setgid --root --wd --propagation --map-user --map-group --map-users --map-groups | 0 | argv | |
nsenter | tSGNZ | --target --setuid --setgid --env | 0 | argv | |
script | ETIOBmt | --echo --log-in --log-out --log-io --log-timing --logging-format --output-limit --timing | 0 | option | -c --command |
watch | nq | --interval --equexit | 0 | joined | |
xargs | adEeIiLlnPs | --arg-file --delimiter --eof --replace --max-lines --max-args --max-procs --max-chars --process-slot-var | 0 | argv | |
parallel | jSIaCdEnNsX | --jobs --sshlogin --joblog --results --tmpdir --delay --timeout --retries --colsep --env --workdir --basefile --arg-file --delimiter --max-args --max-replace-args --replace --load --memfree --nice --shebang-wrap --block --sshloginfile --halt | 0 | parallel | |
busybox | | | 0 | argv | |
catchsegv | | | 0 | argv | |
systemd-run | upEMH | --unit --property --description --slice --setenv --uid --gid --machine --host --working-directory --on-active --on-boot --on-startup --on-unit-active --on-unit-inactive --on-calendar --on-clock-change --timer-property --path-property --socket-property --service-type --nice --json | 0 | argv | |
launchctl submit | lpoe | | 0 | argv | | marker=--
launchctl asuser | | | 1 | argv | | priv
launchctl bsexec | | | 1 | argv | |
tmux new-session | cstnxyFefX | | 0 | joined | |
tmux new | cstnxyFefX | | 0 | joined | |
tmux new-window | cetnF | | 0 | joined | |
tmux neww | cetnF | | 0 | joined | |
tmux split-window | celtF | | 0 | joined | |
tmux splitw | celtF | | 0 | joined | |
tmux respawn-pane | cet | | 0 | joined | |
tmux respawn-window | cet | | 0 | joined | |
tmux run-shell | dct | | 0 | joined | |
tmux run | dct | | 0 | joined | |
screen | ScpTtehX | | 0 | argv | |
dtach | cnAaer | | 0 | argv | |
entr | | | 0 | argv | | shell=s
dbus-launch | | --config-file | 0 | argv | |
dbus-run-session | | --config-file --dbus-daemon | 0 | argv | |
xvfb-run | nsfepw | --server-num --server-args --auth-file --error-file --xauth-protocol --wait | 0 | argv | |
caffeinate | tw | | 0 | argv | |
strace | abeEIoOpPsSuUX | | 0 | argv | |
ltrace | aeEnopsuw | | 0 | argv | |
valgrind | | | 0 | argv | |
gdb | | | 0 | argv | | marker=--args
lldb | | | 0 | argv | | marker=--
perf record | eoFcCGpt | --event --output --freq --count --cpu --cgroup --pid --tid --call-graph | 0 | argv | |
perf stat | eoCGprt | --event --output --cpu --cgroup --pid --repeat --tid | 0 | argv | |
perf trace | eoCpt | --event --output --cpu --pid --tid | 0 | argv | |
proxychains | f | | 0 | argv | |
proxychains4 | f | | 0 | argv | |
torsocks | aPpuiw | | 0 | argv | |
tsocks | | | 0 | argv | |
rlwrap | bCeEfFgHlopPqSstwz | | 0 | argv | |
sshpass | pfdP | | 0 | argv | |
ssh | BbcDEeFIiJLlmOopQRSWw | | 1 | joined | | kv=o:proxycommand,localcommand,knownhostscommand,remotecommand
mosh | p | --ssh --port --predict --family --server --bind-server | 1 | argv | |
docker exec | euw | @exec | 1 | argv | |
docker container exec | euw | @exec | 1 | argv | |
docker run | eEvpwulmhc | @run | 1 | argv | |
docker container run | eEvpwulmhc | @run | 1 | argv | |
docker compose exec | euw | @exec | 1 | argv | |
docker compose run | eEvpwulmhc | @run | 1 | argv | |
docker-compose exec | euw | @exec | 1 | argv | |
docker-compose run | eEvpwulmhc | @run | 1 | argv | |
podman exec | euw | @exec | 1 | argv | |
podman run | eEvpwulmhc | @run | 1 | argv | |
nerdctl exec | euw | @exec | 1 | argv | |
nerdctl run | eEvpwulmhc | @run | 1 | argv | |
kubectl exec | cf | @exec | 1 | argv | |
oc exec | cf | @exec | 1 | argv | |
oc rsh | c | @exec | 1 | argv | |
kubectl debug | c | --image --container --target --profile --env --copy-to --set-image --custom | 0 | argv | | marker=--
kubectl run | l | --image --env --labels --port --restart --overrides --serviceaccount --annotations --image-pull-policy | 0 | argv | | marker=--
lxc exec | | --env --user --group --cwd --mode | 1 | argv | |
incus exec | | --env --user --group --cwd --mode | 1 | argv | |
vagrant ssh | | | 0 | option | -c --command |
gcloud compute ssh | | --zone --project --ssh-key-file --ssh-flag | 0 | option | --command |
toolbox run | cdr | --container --distro --release | 0 | argv | |
distrobox enter | n | --name --additional-flags | 0 | argv | | marker=--
distrobox-enter | n | --name --additional-flags | 0 | argv | | marker=--
flatpak-spawn | | --env --directory --forward-fd | 0 | argv | |
systemd-nspawn | DMuSEi | --directory --machine --user --slice --setenv --image --chdir --bind --bind-ro --network-interface | 0 | argv | |
machinectl shell | E | --setenv --uid | 1 | argv | |
npx | p | --package | 0 | argv | -c --call |
npm exec | pw | --package --workspace | 0 | argv | -c --call |
npm x | p | --package | 0 | argv | -c --call |
pnpm exec | | | 0 | argv | -c |
pnpm dlx | | --package | 0 | argv | -c |
yarn exec | | | 0 | argv | |
yarn dlx | p | --package | 0 | argv | |
bunx | | | 0 | argv | |
bun x | | | 0 | argv | |
uvx | | --from --with --python | 0 | argv | |
uv run | p | --with --python --package --extra --group --env-file --index | 0 | argv | |
poetry run | | | 0 | argv | |
pipenv run | | | 0 | argv | |
pdm run | | | 0 | argv | |
hatch run | | | 0 | argv | |
rye run | | | 0 | argv | |
conda run | np | --name --prefix --cwd | 0 | argv | |
mamba run | np | --name --prefix --cwd | 0 | argv | |
micromamba run | np | --name --prefix --cwd | 0 | argv | |
pixi run | e | --environment | 0 | argv | |
bundle exec | | --gemfile | 0 | argv | |
nix-shell | pAIE | --packages --attr --arg --argstr --expr | 0 | option | --run --command |
nix develop | | --profile --override-input | 0 | argv | | marker=-c,--command
nix shell | | --override-input | 0 | argv | | marker=-c,--command
direnv exec | | | 1 | argv | |
mise exec | C | --cd | 0 | argv | | marker=--
mise x | C | --cd | 0 | argv | | marker=--
asdf exec | | | 0 | argv | |
rbenv exec | | | 0 | argv | |
pyenv exec | | | 0 | argv | |
devbox run | c | --config --env | 0 | argv | |
op run | | --env-file --account | 0 | argv | |
doppler run | pe | --config --project --token | 0 | argv | --command |
aws-vault exec | d | --duration --region --mfa-token | 1 | argv | |
chamber exec | | | 0 | argv | | marker=--
dotenv | ecv | | 0 | argv | | marker=--
unbuffer | | | 0 | argv | |
faketime | | | 1 | argv | |
eatmydata | | | 0 | argv | |
nocache | | | 0 | argv | |
chronic | | | 0 | argv | |
ifne | | | 0 | argv | |
tini | pe | | 0 | argv | |
dumb-init | | --rewrite | 0 | argv | |
fakeroot | lsi | --lib --faked | 0 | argv | |
fakechroot | | --environment --config-dir | 0 | argv | |
gosu | | | 1 | argv | | priv
su-exec | | | 1 | argv | | priv
setuidgid | | | 1 | argv | | priv
s6-setuidgid | | | 1 | argv | | priv
chpst | uUbe/nlLmdofcrt | | 0 | argv | |
sem | jI | --jobs --id | 0 | joined | |
ts | LDSwN | | 0 | argv | |
nq | | | 0 | argv | |
pueue add | wgdla | --working-directory --group --delay --label --after | 0 | joined | |
systemd-cat | tp | --identifier --priority --stderr-priority | 0 | argv | |
xterm | | | 0 | argv | | marker=-e
gnome-terminal | | | 0 | argv | | marker=--,-x
konsole | | | 0 | argv | | marker=-e
ssh-agent | aEPt | | 0 | argv | |
lxc-attach | nPesuvfL | --name --lxcpath | 0 | argv | | marker=--
multipass exec | | | 1 | argv | |
limactl shell | | --workdir | 1 | argv | |
minikube ssh | pn | --node --profile | 0 | argv | | marker=--
colima ssh | p | --profile | 0 | argv | | marker=--
wsl | du | --distribution --user --cd | 0 | argv | | marker=-e,--exec,--
crictl exec | | | 1 | argv | |
runc exec | | --cwd --env --user --process --console-socket --pid-file | 1 | argv | |
ip netns exec | | | 1 | argv | |
cgexec | g | | 0 | argv | |
numactl | CNmpi | | 0 | argv | |
prlimit | p | --pid --output | 0 | argv | |
setarch | | | 1 | argv | |
linux32 | | | 0 | argv | |
linux64 | | | 0 | argv | |
sandbox-exec | pfD | | 0 | argv | |
heroku run | ar | --app --remote --size --env | 0 | argv | |
fly ssh console | ars | --app --region --select | 0 | option | -C --command |
flyctl ssh console | ars | --app --region --select | 0 | option | -C --command |
docker-machine ssh | | | 1 | joined | |
tmux send-keys | Nt | | 0 | joined | |
tmux send | Nt | | 0 | joined | |
)";

// Global options of programs whose subcommands run commands (kubectl -n ns exec, docker -H h run, tmux -L s new).
constexpr std::string_view kHosts = R"(
docker | Hcl | --host --context --config --log-level --tlscacert --tlscert --tlskey
podman | c | --connection --url --root --runroot --log-level --storage-driver
nerdctl | n | --namespace --address --host --snapshotter
kubectl | ns | --namespace --context --kubeconfig --cluster --user --server --as
oc | ns | --namespace --context --kubeconfig --cluster --user --server --as
lxc | | --project
incus | | --project
tmux | LSfT |
npm | w | --prefix --workspace
pnpm | C | --dir --filter --workspace-dir
yarn | | --cwd
bun | | --cwd
uv | | --directory --project --config-file --cache-dir
poetry | C | --directory --project
pipenv | |
pdm | p | --project
hatch | e | --env
rye | |
conda | |
mamba | |
micromamba | |
pixi | | --manifest-path
bundle | |
nix | | --extra-experimental-features --option
direnv | |
mise | C | --cd
asdf | |
rbenv | |
pyenv | |
perf | |
launchctl | |
ip | n | --netns
fly | a | --app
flyctl | a | --app
heroku | |
multipass | |
limactl | |
minikube | p | --profile
colima | p | --profile
crictl | r | --runtime-endpoint
runc | | --root
docker-machine | |
pueue | |
vagrant | |
gcloud | | --project --zone --account --configuration
toolbox | |
distrobox | |
machinectl | M | --machine --host
op | | --account
doppler | |
aws-vault | |
chamber | |
devbox | |
docker-compose | | --file --project-name --env-file
)";

constexpr std::string_view kExecOptions = "--env --user --workdir --env-file --detach-keys --container --namespace "
                                          "--context --kubeconfig --pod-running-timeout";
constexpr std::string_view kRunOptions =
    "--env --user --workdir --env-file --name --network --net --volume --mount --publish --entrypoint --label "
    "--memory --cpus --hostname --platform --pull --add-host --cap-add --cap-drop --device --dns --expose --gpus "
    "--ipc --pid --restart --security-opt --shm-size --tmpfs --ulimit --userns --uts --volumes-from --link "
    "--log-driver --log-opt --runtime --stop-signal --stop-timeout --health-cmd --cidfile --cgroupns --label-file "
    "--annotation --arch --os";

std::vector<std::string> split(std::string_view text, char by)
{
    std::vector<std::string> out;
    std::string item;
    std::istringstream in{std::string(text)};
    while (std::getline(in, item, by)) {
        const std::size_t first = item.find_first_not_of(' ');
        const std::size_t last = item.find_last_not_of(' ');
        out.push_back(first == std::string::npos ? std::string() : item.substr(first, last - first + 1));
    }
    return out;
}

std::vector<std::string> words(std::string_view text)
{
    std::vector<std::string> out;
    for (std::string &w : split(text, ' ')) {
        if (w == "@exec" || w == "@run") {
            for (std::string &o : words(w == "@exec" ? kExecOptions : kRunOptions))
                out.push_back(std::move(o));
        } else if (!w.empty()) {
            out.push_back(std::move(w));
        }
    }
    return out;
}

Payload payloadNamed(const std::string &name)
{
    if (name == "joined")
        return Payload::ShellJoined;
    if (name == "option")
        return Payload::OptionOnly;
    if (name == "first")
        return Payload::FirstOperand;
    if (name == "parallel")
        return Payload::ParallelForms;
    return Payload::Argv;
}

WrapperSpec parseSpec(const std::vector<std::string> &f)
{
    WrapperSpec spec;
    spec.name = f[0];
    spec.shortWithArgument = f[1];
    spec.longWithArgument = words(f[2]);
    spec.positionals = std::stoi(f[3]);
    spec.payload = payloadNamed(f[4]);
    for (const std::string &o : words(f[5])) {
        if (o.size() == 2)
            spec.shortShellText += o[1];
        else
            spec.longShellText.push_back(o);
    }
    for (const std::string &extra : words(f.size() > 6 ? f[6] : std::string())) {
        const std::size_t eq = extra.find('=');
        const std::string key = extra.substr(0, eq);
        const std::string value = eq == std::string::npos ? std::string() : extra.substr(eq + 1);
        if (key == "priv")
            spec.privileged = true;
        else if (key == "env")
            spec.assignments = true;
        else if (key == "marker")
            spec.marker = value;
        else if (key == "prefix")
            spec.prefix = value;
        else if (key == "shell")
            spec.shellFlags = value;
        else if (key == "kv")
            spec.keyValueShellText = value;
        else if (key == "two")
            spec.longWithTwoArguments = split(value, ',');
    }
    return spec;
}

// Looked up by string_view without building a string.
struct Hash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>()(s); }
};
template<typename T> using Table = std::unordered_map<std::string, T, Hash, std::equal_to<>>;

template<typename T, typename Make> Table<T> readTable(std::string_view text, Make make)
{
    Table<T> table;
    for (const std::string &line : split(text, '\n')) {
        if (line.empty())
            continue;
        const std::vector<std::string> fields = split(line, '|');
        table.emplace(fields[0], make(fields));
    }
    return table;
}

struct Host {
    std::string shortWithArgument;
    std::vector<std::string> longWithArgument;
};

const Table<WrapperSpec> &specs()
{
    static const auto table = readTable<WrapperSpec>(kWrappers, parseSpec);
    return table;
}

const Table<Host> &hosts()
{
    static const auto table = readTable<Host>(kHosts, [](const std::vector<std::string> &f) {
        return Host{f.size() > 1 ? f[1] : std::string(), words(f.size() > 2 ? f[2] : std::string())};
    });
    return table;
}

bool takesArgument(const Host &host, std::string_view word)
{
    if (word.size() == 2 && word[0] == '-' && host.shortWithArgument.find(word[1]) != std::string::npos)
        return true;
    for (const std::string &l : host.longWithArgument) {
        if (l == word)
            return true;
    }
    return false;
}

} // namespace

const WrapperSpec *wrapperSpec(std::string_view program, const std::vector<Word> &argv, std::size_t &covered)
{
    const auto host = hosts().find(program);
    if (host == hosts().end()) {
        const auto it = specs().find(program);
        covered = 1;
        return it == specs().end() ? nullptr : &it->second;
    }
    // program [global options] sub [sub2]: the longest name that is a wrapper.
    std::vector<std::size_t> operands;
    for (std::size_t i = 1; i < argv.size() && operands.size() < 2; ++i) {
        const std::string_view w = argv[i].text;
        if (!w.empty() && w.front() == '-') {
            if (takesArgument(host->second, w))
                ++i;
            continue;
        }
        if (!operands.empty() && operands.back() + 1 != i)
            break;
        operands.push_back(i);
    }
    std::string key(program);
    const WrapperSpec *found = nullptr;
    for (const std::size_t o : operands) {
        key += ' ';
        key += argv[o].text;
        const auto it = specs().find(key);
        if (it != specs().end()) {
            found = &it->second;
            covered = o + 1;
        }
    }
    return found;
}

bool privilegedWrapper(std::string_view name)
{
    const auto it = specs().find(name);
    return it != specs().end() && it->second.privileged;
}

} // namespace airlock::safety::detail
