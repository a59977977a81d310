import { APIProvider } from "@vis.gl/react-google-maps";
import { type ReactNode, useEffect, useState } from "react";
import type { PublicConfig } from "../../../../../worker/lib/public-config";
import { $locale, type Locale, prepareTranslations } from "../../../../lib/i18n";
import { offerReload, showToast } from "../../../../lib/toast";
import { googleLanguageMessages } from "../messages";
import { GoogleMap } from "./google-map";

// A failed script load is shown in the map area (GoogleMap reads the loading status).
const ignoreLoadError = () => {};

const LANGUAGE_NOTICE_ID = "google-language";

/** The language Google's API was loaded in: it loads once per page, for the first map. */
let apiLanguage: Locale | undefined;

/**
 * While the map is shown in another language than Google's API was loaded in (a switch
 * of language, now or before the map was opened), offers the reload that brings Google's
 * words on the map into it: once that language's translations are there, so the offer
 * reads in it. A switch back, or leaving the map, withdraws it.
 */
function offerReloadOnLanguageSwitch(loadedIn: Locale): () => void {
  let offered = false;
  const withdraw = () => {
    if (offered) showToast((toast) => toast.dismiss(LANGUAGE_NOTICE_ID));
    offered = false;
  };
  const stop = $locale.subscribe((locale) => {
    if (locale === loadedIn) return withdraw();
    offered = true;
    void prepareTranslations()
      .catch(() => undefined)
      .then(() => {
        if ($locale.get() !== locale) return;
        const t = googleLanguageMessages.get();
        offerReload(LANGUAGE_NOTICE_ID, {
          title: t.afterReload,
          description: t.planKept,
          reload: t.reload,
        });
      });
  });
  return () => {
    stop();
    withdraw();
  };
}

/**
 * The Google Maps engine (a lazy chunk): loads the Maps JavaScript API with the configured
 * key and shows the map; `children` draw on it through the map port.
 */
export default function GoogleEngine({
  config,
  children,
}: {
  config: PublicConfig & { googleMapsApiKey: string };
  children: ReactNode;
}) {
  // Google's own words on the map (its name, controls, shortcuts) in the app's language. The
  // API loads once per page, so a later switch shows on the map after the next reload.
  const [language] = useState(() => {
    apiLanguage ??= $locale.get();
    return apiLanguage;
  });
  useEffect(() => offerReloadOnLanguageSwitch(language), [language]);
  return (
    <APIProvider apiKey={config.googleMapsApiKey} language={language} onError={ignoreLoadError}>
      <GoogleMap mapIds={config.googleMapsMapIds}>{children}</GoogleMap>
    </APIProvider>
  );
}
