// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "SimpleCommands.h"

#include "core/Redactor.h"

#include <QCoreApplication>
#include <QString>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

namespace airlock::app {

namespace {

bool writeAll(int fd, const std::string &data)
{
    std::size_t done = 0;
    while (done < data.size()) {
        const ssize_t n = ::write(fd, data.data() + done, data.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += static_cast<std::size_t>(n);
    }
    return true;
}

} // namespace

int runRedact()
{
    core::StreamRedactor redactor;
    std::string chunk(64 * 1024, '\0');
    while (true) {
        const ssize_t n = ::read(STDIN_FILENO, chunk.data(), chunk.size());
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            std::fprintf(stderr, "airlock redact: %s\n",
                         qPrintable(QCoreApplication::translate("airlock::app::Redact", "cannot read stdin: %1")
                                        .arg(QString::fromLocal8Bit(std::strerror(errno)))));
            return 1;
        }
        if (n == 0)
            break;
        if (!writeAll(STDOUT_FILENO, redactor.feed(std::string_view(chunk.data(), static_cast<std::size_t>(n)))))
            return 1;
    }
    return writeAll(STDOUT_FILENO, redactor.finish()) ? 0 : 1;
}

int runAskpass(const char *socketPath)
{
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    if (fd < 0 || std::strlen(socketPath) >= sizeof address.sun_path) {
        std::fprintf(stderr, "airlock askpass: bad socket\n");
        return 1;
    }
    std::strncpy(address.sun_path, socketPath, sizeof address.sun_path - 1);
    if (::connect(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) != 0) {
        std::fprintf(stderr, "airlock askpass: Airlock is not reachable: %s\n", std::strerror(errno));
        ::close(fd);
        return 1;
    }
    std::string password;
    char buffer[4096];
    while (true) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        password.append(buffer, static_cast<std::size_t>(n));
        if (password.size() > 65536)
            break;
    }
    ::close(fd);
    if (password.empty()) {
        std::fprintf(stderr, "airlock askpass: no password was handed out\n");
        return 1;
    }
    return writeAll(STDOUT_FILENO, password) ? 0 : 1;
}

} // namespace airlock::app
