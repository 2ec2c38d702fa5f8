// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// libFuzzer target for the tree-sitter bash grammar: any bytes through ts_parser_parse_string and a walk of the whole
// tree, which is the least that a danger rule built on tree-sitter would do. run.sh links it against the Debian
// runtime's own source compiled with the same sanitizers, so that the GLR engine is checked too, not only the grammar.
#include <tree_sitter/api.h>

#include <cstddef>
#include <cstdint>

extern "C" const TSLanguage *tree_sitter_bash(void);

// The 0.20 runtime has no ts_node_is_error; an ERROR node is the builtin symbol (TSSymbol)-1.
static bool isError(TSNode node)
{
    return ts_node_symbol(node) == static_cast<TSSymbol>(-1);
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static TSParser *parser = [] {
        TSParser *p = ts_parser_new();
        ts_parser_set_language(p, tree_sitter_bash());
        return p;
    }();
    TSTree *tree = ts_parser_parse_string(parser, nullptr, reinterpret_cast<const char *>(data),
                                          static_cast<std::uint32_t>(size));
    const TSNode root = ts_tree_root_node(tree);
    bool sawError = false;
    TSTreeCursor cursor = ts_tree_cursor_new(root);
    for (bool more = true; more;) {
        const TSNode node = ts_tree_cursor_current_node(&cursor);
        // Every node lies inside the text; an ERROR or MISSING anywhere shows at the root.
        if (ts_node_start_byte(node) > ts_node_end_byte(node) || ts_node_end_byte(node) > size)
            __builtin_trap();
        sawError |= isError(node) || ts_node_is_missing(node);
        if (ts_tree_cursor_goto_first_child(&cursor))
            continue;
        while (!ts_tree_cursor_goto_next_sibling(&cursor))
            if (!ts_tree_cursor_goto_parent(&cursor)) {
                more = false;
                break;
            }
    }
    ts_tree_cursor_delete(&cursor);
    if (sawError && !ts_node_has_error(root))
        __builtin_trap();
    ts_tree_delete(tree);
    return 0;
}
