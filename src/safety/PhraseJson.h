// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Phrase.h"

#include <QJsonObject>

namespace airlock::safety {

// A finding's phrase as the approval request and the audit log carry it: {"t": template, "a": [argument, …]}, each
// argument a string (a literal) or such an object (a nested phrase). A literal phrase (text shown as written, such as
// a person's own rule) is the empty object: its reason is all there is to show.
QJsonObject phraseJson(const Phrase &phrase);

// The English of phraseJson()'s object, substituted as Phrase::english() does ("" for the empty object).
QString phraseJsonEnglish(const QJsonObject &phrase);

} // namespace airlock::safety
