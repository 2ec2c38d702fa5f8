// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Phrase.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace airlock::safety {

// A place where a command would not read back, in the approval dialog or a terminal, as what bash runs.
struct TextConcern {
    std::size_t offset = 0; // byte offset of the first offending character
    std::size_t length = 0; // its length in bytes
    Phrase reason;          // for a person: "the command contains U+202E RIGHT-TO-LEFT OVERRIDE at byte 12, …"
};

// The first concern in `text`: bytes that are not UTF-8; control bytes other than TAB, LF and CRLF; characters that
// reorder the text (bidirectional overrides and isolates) or are invisible (zero-width space, word joiner, soft
// hyphen, byte order mark, Unicode tag characters used to smuggle hidden ASCII). None when the text reads as it runs.
std::optional<TextConcern> firstUnreadable(std::string_view text);

// The Unicode name of a character that hides or reorders text ("RIGHT-TO-LEFT OVERRIDE"), or null for any other.
const char *hiddenCharacterName(char32_t cp);

} // namespace airlock::safety
