// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "McpLog.h"

Q_LOGGING_CATEGORY(lcMcp, "airlock.mcp", QtWarningMsg)
Q_LOGGING_CATEGORY(lcMcpHttp, "airlock.mcp.http", QtWarningMsg)
Q_LOGGING_CATEGORY(lcMcpBridge, "airlock.mcp.bridge", QtWarningMsg)
