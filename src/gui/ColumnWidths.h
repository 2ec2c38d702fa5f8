// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QHeaderView>

#include <initializer_list>
#include <utility>

namespace airlock::gui {

// A table's columns sized in ems of its font (so they follow the font and the language): the person may resize each,
// `stretch` takes the width that is left.
inline void sizeColumnsInEms(QHeaderView *header, int stretch, std::initializer_list<std::pair<int, int>> columnEms)
{
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(stretch, QHeaderView::Stretch);
    const int em = header->fontMetrics().horizontalAdvance(QLatin1Char('M'));
    for (const auto &[column, ems] : columnEms)
        header->resizeSection(column, ems * em);
}

} // namespace airlock::gui
