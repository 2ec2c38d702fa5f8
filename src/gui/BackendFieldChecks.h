// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QString>

namespace airlock::gui {

// The Settings dialog's checks of the cloud and Apptainer fields: each returns the problem to show beside the field,
// or an empty string. An empty field is fine (the default applies) unless said otherwise.

// An OCI image reference as Modal and Daytona take it: [registry[:port]/]name[/name…][:tag][@sha256:…], lowercase
// names, no spaces.
QString imageReferenceProblem(const QString &image);
// What `apptainer instance start` takes: a .sif file that exists, or docker://, docker-daemon://, oras://,
// library://, shub:// with a reference after it.
QString apptainerImageProblem(const QString &image);
// An executable file, or a name found on PATH (`path` as in $PATH).
QString binaryProblem(const QString &binary, const QString &path);

} // namespace airlock::gui
