// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "Phrase.h"

namespace airlock::safety {

std::string Phrase::english() const
{
    if (!m_template)
        return m_literal;
    const std::string_view text(m_template);
    std::string out;
    out.reserve(text.size() + 16 * m_args.size());
    for (std::size_t i = 0; i < text.size();) {
        const auto [n, length] = phrasePlaceholder(text, i, m_args.size());
        if (length == 0) {
            out += text[i++];
            continue;
        }
        out += m_args[n - 1].english();
        i += length;
    }
    return out;
}

} // namespace airlock::safety
