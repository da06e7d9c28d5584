// The app's translations as files (QtCore only): which languages there are, which one a choice
// shows, and the translators of one language. Language (the GUI's choice, language.h) and
// mourners-cli load them alike.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

class QObject;
class QTranslator;

namespace translationfiles {

/// The languages the app has a translation for, as in translations/mourners_<lang>.ts: "en", "de".
[[nodiscard]] const QStringList &languages();
/// The language a choice shows: "en" or "de"; "system" (or a language the app has not) resolves
/// through QLocale::system() (LANGUAGE, LC_ALL, LC_MESSAGES, LANG on Linux), English when none fits.
[[nodiscard]] QString resolve(const QString &key);
/// The translators of `language` ("en", "de"), children of `parent`, not installed: the app's own
/// texts (English has its plural forms there), then Qt's (standard buttons, the file dialog) from the
/// system's Qt translations. A file that is not there is left out (its source texts, English, show).
[[nodiscard]] QList<QTranslator *> load(const QString &language, QObject *parent);
/// Loads the language of `key` ("system", "en", "de") and installs it in the application.
void installFor(const QString &key, QObject *parent);

} // namespace translationfiles
