// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// modal-gateway-emulator: the managed Modal gateway emulator (a test tool, see ModalGatewayEmulator.h), on
// 127.0.0.1.
//   modal-gateway-emulator --state-dir DIR [--port N] [--port-file FILE] [--token TOKEN]
// The token may also come from MODAL_GATEWAY_EMULATOR_TOKEN (default gw-token). It prints `port N` on stdout once it
// listens; the gateway is http://127.0.0.1:N (paths /v1/...). SIGTERM/SIGINT end it and its sandboxes.
#include "EmulatorMain.h"
#include "ModalGatewayEmulator.h"

int main(int argc, char **argv)
{
    return airlock::emulators::emulatorMain<airlock::emulators::ModalGatewayEmulator>(
        argc, argv,
        {"modal-gateway-emulator", "token", "the Bearer token to accept", "MODAL_GATEWAY_EMULATOR_TOKEN", "gw-token"});
}
