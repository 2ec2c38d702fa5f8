// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "EnvPolicy.h"

#include <array>

namespace airlock::core {

namespace {

// The seed's list (SEED-BEHAVIOUR.md §4.1.1) plus Airlock's own credential variables.
constexpr std::array kSecretNames = {
    "OPENAI_API_KEY",
    "OPENAI_API_BASE",
    "OPENAI_BASE_URL",
    "OPENAI_ORG_ID",
    "OPENAI_ORGANIZATION",
    "ANTHROPIC_API_KEY",
    "ANTHROPIC_BASE_URL",
    "ANTHROPIC_TOKEN",
    "CLAUDE_CODE_OAUTH_TOKEN",
    "OPENROUTER_API_KEY",
    "GOOGLE_API_KEY",
    "GOOGLE_APPLICATION_CREDENTIALS",
    "VERTEX_PROJECT",
    "VERTEX_LOCATION",
    "DEEPSEEK_API_KEY",
    "MISTRAL_API_KEY",
    "GROQ_API_KEY",
    "TOGETHER_API_KEY",
    "PERPLEXITY_API_KEY",
    "COHERE_API_KEY",
    "FIREWORKS_API_KEY",
    "XAI_API_KEY",
    "PARALLEL_API_KEY",
    "GITHUB_TOKEN",
    "GITHUB_COPILOT_TOKEN",
    "HELICONE_API_KEY",
    "MODAL_TOKEN_ID",
    "MODAL_TOKEN_SECRET",
    "DAYTONA_API_KEY",
    "FIRECRAWL_API_KEY",
    "FIRECRAWL_API_URL",
    "EDGECRAB_API_KEY",
    "TELEGRAM_BOT_TOKEN",
    "DISCORD_BOT_TOKEN",
    "SLACK_BOT_TOKEN",
    "SLACK_APP_TOKEN",
    "WHATSAPP_API_KEY",
    "SIGNAL_API_KEY",
    "MATRIX_ACCESS_TOKEN",
    "MATTERMOST_TOKEN",
    "DINGTALK_APP_SECRET",
    "AWS_ACCESS_KEY_ID",
    "AWS_SECRET_ACCESS_KEY",
    "AWS_SESSION_TOKEN",
    "AZURE_OPENAI_API_KEY",
    "AZURE_OPENAI_ENDPOINT",
    "GCP_SA_KEY",
    // Airlock's own credentials (kept in the keychain; the variables keep working and take precedence).
    "SUDO_PASSWORD",
    "AIRLOCK_SSH_PASSWORD",
    "AIRLOCK_SSH_PASSPHRASE",
    "AIRLOCK_MCP_HTTP_TOKEN",
};

constexpr std::array kSecretSuffixes = {"_API_KEY", "_SECRET",      "_TOKEN",       "_PASSWORD",
                                        "_PASSWD",  "_CREDENTIALS", "_PRIVATE_KEY", "_PASSPHRASE"};

} // namespace

QString EnvPolicy::defaultPath()
{
    return QStringLiteral("/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin");
}

bool EnvPolicy::isSecret(const QString &name, const QProcessEnvironment &source) const
{
    if (m_passthrough.contains(name))
        return false;
    if (!source.value(QStringLiteral("_AIRLOCK_FORCE_") + name).isEmpty())
        return false;
    const QString upper = name.toUpper();
    for (const char *secret : kSecretNames) {
        if (upper == QLatin1String(secret))
            return true;
    }
    for (const char *suffix : kSecretSuffixes) {
        if (upper.endsWith(QLatin1String(suffix)))
            return true;
    }
    return false;
}

QProcessEnvironment EnvPolicy::build(const QProcessEnvironment &source, const TaskEnv &task) const
{
    QProcessEnvironment env;
    const QStringList names = source.keys();
    for (const QString &name : names) {
        if (!isSecret(name, source))
            env.insert(name, source.value(name));
    }
    env.insert(QStringLiteral("TERM"), QStringLiteral("dumb"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    const QString path = env.value(QStringLiteral("PATH"));
    if (path.isEmpty() || !path.split(QLatin1Char(':')).contains(QStringLiteral("/usr/bin")))
        env.insert(QStringLiteral("PATH"), path.isEmpty() ? defaultPath() : path + QLatin1Char(':') + defaultPath());
    env.insert(QStringLiteral("AIRLOCK_TASK_ID"), task.taskId);
    if (!task.tmpDir.isEmpty()) {
        env.insert(QStringLiteral("TMPDIR"), task.tmpDir);
        env.insert(QStringLiteral("TMP"), task.tmpDir);
        env.insert(QStringLiteral("TEMP"), task.tmpDir);
    }
    // Interactive pagers and editors would wait for a terminal that does not exist.
    env.insert(QStringLiteral("PAGER"), QStringLiteral("cat"));
    env.insert(QStringLiteral("GIT_PAGER"), QStringLiteral("cat"));
    env.insert(QStringLiteral("GIT_TERMINAL_PROMPT"), QStringLiteral("0"));
    // git would open an editor for merge and commit messages and rebase lists: accept its defaults instead.
    env.insert(QStringLiteral("GIT_EDITOR"), QStringLiteral("true"));
    env.insert(QStringLiteral("GIT_SEQUENCE_EDITOR"), QStringLiteral("true"));
    return env;
}

} // namespace airlock::core
