// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "PhraseJson.h"

#include <QJsonArray>

namespace airlock::safety {

namespace {

QJsonValue phraseArgumentJson(const Phrase &argument)
{
    if (argument.isLiteral())
        return QString::fromStdString(std::string(argument.text()));
    return phraseJson(argument);
}

} // namespace

QJsonObject phraseJson(const Phrase &phrase)
{
    if (phrase.isLiteral())
        return {};
    QJsonArray arguments;
    for (const Phrase &a : phrase.arguments())
        arguments.append(phraseArgumentJson(a));
    return {{QStringLiteral("t"), QString::fromUtf8(phrase.text().data(), qsizetype(phrase.text().size()))},
            {QStringLiteral("a"), arguments}};
}

QString phraseJsonEnglish(const QJsonObject &phrase)
{
    const std::string text = phrase.value(QLatin1String("t")).toString().toStdString();
    const QJsonArray arguments = phrase.value(QLatin1String("a")).toArray();
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        const auto [n, length] = phrasePlaceholder(text, i, std::size_t(arguments.size()));
        if (length == 0) {
            out += text[i++];
            continue;
        }
        const QJsonValue a = arguments.at(qsizetype(n - 1));
        out += (a.isObject() ? phraseJsonEnglish(a.toObject()) : a.toString()).toStdString();
        i += length;
    }
    return QString::fromStdString(out);
}

} // namespace airlock::safety
