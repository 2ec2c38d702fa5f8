// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "BridgeRequests.h"

#include "JsonRpc.h"

#include <nlohmann/json.hpp>

#include <optional>

namespace airlock::mcp {

namespace {

// The id is near the start of a message (the app writes its keys sorted: "id" comes before "result"); the rest of a
// long line (a large result) need not be kept to find it.
constexpr qsizetype kHeadBytes = 64 * 1024;

// Reads one message's top level until it knows the id and whether it has a "method" (a request) or a "result" or
// "error" (a response), then stops the parse.
class KindReader final : public nlohmann::json_sax<nlohmann::json>
{
public:
    std::optional<nlohmann::json> id;
    bool request = false;
    bool response = false;

    bool null() override { return value(nullptr); }
    bool boolean(bool v) override { return value(v); }
    bool number_integer(number_integer_t v) override { return value(v); }
    bool number_unsigned(number_unsigned_t v) override { return value(v); }
    bool number_float(number_float_t v, const string_t &) override { return value(v); }
    bool string(string_t &v) override { return value(v); }
    bool binary(binary_t &) override { return value(nullptr); }
    bool start_object(std::size_t) override { return open(); }
    bool start_array(std::size_t) override { return open(); }
    bool end_object() override { return close(); }
    bool end_array() override { return close(); }
    bool key(string_t &name) override
    {
        if (m_depth != 1)
            return true;
        m_idNext = name == "id";
        request = request || name == "method";
        response = response || name == "result" || name == "error";
        return !decided();
    }
    bool parse_error(std::size_t, const std::string &, const nlohmann::detail::exception &) override { return false; }

private:
    bool decided() const { return id && (request || response); }
    bool value(const nlohmann::json &v)
    {
        if (m_depth == 1 && m_idNext)
            id = v;
        m_idNext = false;
        return !decided();
    }
    bool open()
    {
        m_idNext = false; // an object or array as id is not a valid id
        ++m_depth;
        return true;
    }
    bool close()
    {
        --m_depth;
        return !decided();
    }
    int m_depth = 0;
    bool m_idNext = false;
};

} // namespace

void BridgeRequests::feed(Direction &direction, const QByteArray &bytes, bool fromAgent)
{
    qsizetype from = 0;
    while (from < bytes.size()) {
        const qsizetype newline = bytes.indexOf('\n', from);
        const qsizetype end = newline < 0 ? bytes.size() : newline;
        const qsizetype room = kHeadBytes - direction.head.size();
        direction.head += bytes.mid(from, std::min(end - from, std::max<qsizetype>(room, 0)));
        if (newline < 0)
            return;
        line(direction.head, fromAgent);
        direction.head.clear();
        from = newline + 1;
    }
}

void BridgeRequests::line(const QByteArray &head, bool fromAgent)
{
    KindReader reader;
    // A clipped or malformed line ends the parse with an error: what was read before it still counts.
    nlohmann::json::sax_parse(head.constData(), head.constData() + head.size(), &reader,
                              nlohmann::json::input_format_t::json, false);
    if (!reader.id || reader.id->is_null() || reader.id->is_boolean())
        return;
    const QByteArray key = QByteArray::fromStdString(reader.id->dump());
    if (fromAgent && reader.request)
        m_pending.insert(key);
    else if (!fromAgent && reader.response && !reader.request)
        m_pending.remove(key);
}

QByteArray BridgeRequests::unansweredErrors(const QString &why) const
{
    QByteArray out;
    for (const QByteArray &key : m_pending) {
        try {
            out += serialize(
                       makeError(nlohmann::json::parse(key.toStdString()), jsonrpc::kServerError, why.toStdString())) +
                   '\n';
        } catch (const nlohmann::json::exception &) {
            continue; // cannot happen: the key was dumped from a parsed value
        }
    }
    return out;
}

} // namespace airlock::mcp
