// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Phrase.h"

#include <optional>
#include <string_view>

namespace airlock::safety::sql {

// Why a statement text given to a database client destroys data (DROP, TRUNCATE, DELETE or UPDATE without WHERE,
// ALTER … DROP, FLUSHALL, dropDatabase()), or nothing. Comments and string literals do not count.
std::optional<Phrase> destructiveStatement(std::string_view text, std::string_view client);

} // namespace airlock::safety::sql
