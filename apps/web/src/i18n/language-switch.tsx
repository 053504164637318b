import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, type Language, chooseLanguage, currentLanguage } from './i18n';

/** The header's language choice; each language is named in itself, and the choice is remembered in this browser. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('language.label')}</span>
      <select aria-label={t('language.label')} value={currentLanguage()} onChange={(e) => void chooseLanguage(e.target.value as Language)}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
