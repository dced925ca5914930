/**
 * System calls: status and site config (spec §3 "Status response"), registration settings, country list,
 * captcha, and the stand-in customer-service page the config's CS entries point at.
 */
import type { Hono } from 'hono';
import type { SiteConfig } from '../config/site-config';
import type { RouteModule, ServerContext } from '../context';
import { ok } from '../http/envelope';
import { issueCaptcha } from '../security/captcha';

/** The registration settings the site reads (§5): methods, per-field rules, login rule sets, SMS options. */
export function registerSettings(config: SiteConfig) {
  return {
    methods: config.register.methods,
    defaultCountryDialingCode: config.register.defaultCountryDialingCode,
    fields: config.register.fields,
    rules: config.register.rules,
    flags: {
      USERNAMEREG3: config.flags.USERNAMEREG3,
      MOBILENUMREG3: config.flags.MOBILENUMREG3,
      REGMOBVERF3: config.flags.REGMOBVERF3,
      MOBILENUMPASSREG3: config.flags.MOBILENUMPASSREG3,
    },
    smsExpiredMinutes: config.sms.expiredMinutes,
    thirdPartySms: config.thirdPartySms.enabled,
    // Issue 16 tool 7: the agreement and age box starts unticked (spec §5) unless the operator restores §2.
    agreementTickedByDefault: config.protection.inactivity.consent.agreementTickedByDefault,
  };
}

export function statusValue(ctx: ServerContext, ip: string) {
  const config = ctx.config.get();
  return {
    info: {
      merchantCode: config.merchantCode,
      siteName: config.siteName,
      mainDomain: config.mainDomain,
      whitelabel: config.whitelabel,
      currencySymbol: config.whitelabel.currencySymbol,
      customerService: config.customerService,
      domainRoute: config.domainRoute,
      mobileTemplate: config.mobileTemplate,
      paths: config.paths,
      register: registerSettings(config),
      resources: config.downloads,
      downloadLinks: config.downloads,
      imageCDNs: config.imageCDNs,
      flags: config.flags,
      vendors: config.vendors,
      categories: config.categories,
      languages: config.languages,
      defaultLanguage: config.defaultLanguage,
      socialLinks: config.socialLinks,
      flowsPage: config.flowsPage,
      liveModel: config.liveModel,
      appWindow: config.appWindow,
      thirdPartySms: config.thirdPartySms,
      devTools: ctx.devTools,
    },
    location: { ip },
    maintenance: config.maintenance,
    regionRestriction: config.regionRestriction,
  };
}

const SUPPORT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Customer service</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#0f1220;color:#e8eaf2;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{max-width:22rem;padding:1.5rem;text-align:center}a{color:#f5c542}</style></head>
<body><main><h1>Customer service</h1>
<p>This is the reference platform's stand-in for a customer-service chat. An operator's platform links its own service here.</p>
<p>Support is available 24 hours a day.</p><p><a href="/m/home">Back to home</a></p></main></body></html>`;

export const systemRoutes: RouteModule = (app: Hono, ctx: ServerContext) => {
  app.get('/wps/system/status', (c) => ok(c, statusValue(ctx, ctx.clientIp(c))));
  app.get('/wps/system/registerSettings', (c) => ok(c, registerSettings(ctx.config.get())));
  app.get('/wps/system/countries', (c) => ok(c, ctx.config.get().countries));
  app.get('/wps/captcha', async (c) => {
    const image = await issueCaptcha(ctx.db, c);
    c.header('Cache-Control', 'no-store');
    return ok(c, image);
  });
  app.get('/support', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(SUPPORT_PAGE);
  });
};
