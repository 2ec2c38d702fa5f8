# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Airlock developers
# CPack: `cpack -G "DEB;RPM;TGZ"` in a release build (scripts/package) makes airlock_<version>_<arch>.deb,
# airlock-<version>-1.<arch>.rpm and airlock-<version>-Linux.tar.gz of what `cmake --install` installs. The binaries
# are stripped and the debug symbols dropped (no -dbgsym package: the release build has none to ship).
set(CPACK_PACKAGE_NAME airlock)
set(CPACK_PACKAGE_VENDOR "The Airlock developers")
set(CPACK_PACKAGE_CONTACT "The Airlock developers <dev@airlock.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "supervise the shell commands AI coding agents run")
# Lines under 80 columns (lintian: extended-description-line-too-long).
set(CPACK_PACKAGE_DESCRIPTION
  "Airlock stands between AI coding agents and the machines their shell
commands run on. Agents (Claude Code, Codex CLI, Gemini CLI, Cursor or any
MCP client) call its terminal tool; Airlock runs each command in the task's
persistent shell, on this machine, in a Docker container, on an SSH host or
in a cloud sandbox, and returns its output with secrets redacted.

Dangerous commands wait for the person at the desk to allow or deny them in
a dialog. Directories are snapshotted before destructive commands (with git)
and can be restored, every decision is kept in an audit log, and every task
is shown live in the desktop app. An offline demo (airlock demo) shows it
all without an agent, an account or a network.")
set(CPACK_PACKAGE_HOMEPAGE_URL "${AIRLOCK_HOMEPAGE_URL}")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_GENERATOR "DEB;RPM;TGZ")

# Debian. Depends come from dpkg-shlibdeps; nothing essential (bash, coreutils) is named.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${AIRLOCK_HOMEPAGE_URL}")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# A plugin dpkg-shlibdeps cannot see: the audit log is an SQLite database opened through Qt's QSQLITE driver.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite")
# The checkpoints are git trees: without git, destructive commands run without a snapshot to restore.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "git")
# The docker backend runs the docker client; ssh-agent and known_hosts handling come from OpenSSH's client.
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "docker.io | docker-ce-cli, openssh-client")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

# RPM (rpmbuild on Debian builds it too). Requires come from rpm's own ELF dependency scan.
set(CPACK_RPM_FILE_NAME RPM-DEFAULT)
set(CPACK_RPM_PACKAGE_LICENSE "GPL-3.0-or-later")
set(CPACK_RPM_PACKAGE_GROUP "Development/Tools")
set(CPACK_RPM_PACKAGE_URL "${AIRLOCK_HOMEPAGE_URL}")
# Weak dependencies as spec lines: CPack 3.25 finds no Suggests tag in rpmbuild 4.18's list and would drop it.
set(CPACK_RPM_SPEC_MORE_DEFINE "Recommends: git\nSuggests: (docker-cli or moby-engine)\nSuggests: openssh-clients")
set(CPACK_RPM_PACKAGE_SUMMARY "Supervise the shell commands AI coding agents run")
set(CPACK_RPM_PACKAGE_DESCRIPTION "${CPACK_PACKAGE_DESCRIPTION}")
# Directories the distribution's own packages own.
set(CPACK_RPM_EXCLUDE_FROM_AUTO_FILELIST_ADDITION
  /usr/share/applications /usr/share/metainfo /usr/share/man /usr/share/man/man1 /usr/share/doc /usr/share/icons
  /usr/share/icons/hicolor /usr/share/icons/hicolor/scalable /usr/share/icons/hicolor/scalable/apps)
foreach(_size IN LISTS AIRLOCK_ICON_SIZES)
  list(APPEND CPACK_RPM_EXCLUDE_FROM_AUTO_FILELIST_ADDITION /usr/share/icons/hicolor/${_size}x${_size}
    /usr/share/icons/hicolor/${_size}x${_size}/apps)
endforeach()

include(CPack)
