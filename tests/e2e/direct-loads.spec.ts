import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { repoRoot } from '../support/repo-root';
import { expectHeading, signIn } from './fixtures';
import { demoSamples, fill, ROUTE_SCREENS } from './screens';

/** Every style sheet of the built console, whichever screen's chunk carries it. */
function builtCss(): string {
  const assets = path.join(repoRoot, 'web', 'dist', 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(path.join(assets, file), 'utf8'))
    .join('\n');
}

/**
 * The console's style rules that apply to something on the page although no style sheet on the
 * page holds them: what a screen's stylesheet would have styled, had it been loaded with the screen.
 */
function rulesNotLoaded(page: Page, css: string): Promise<string[]> {
  return page.evaluate((allCss) => {
    /** Style rules, also those inside @media, @supports and @layer; rules nested in a rule are relative, left out. */
    const styleRules = (rules: CSSRuleList): CSSStyleRule[] =>
      Array.from(rules).flatMap((rule) =>
        rule instanceof CSSStyleRule ? [rule] : rule instanceof CSSGroupingRule ? styleRules(rule.cssRules) : [],
      );
    const all = new CSSStyleSheet();
    all.replaceSync(allCss);
    const loaded = new Set(Array.from(document.styleSheets).flatMap((sheet) => styleRules(sheet.cssRules).map((rule) => rule.cssText)));
    const applies = (selector: string) => {
      try {
        // A pseudo-element is never matched by querySelector: its element is.
        return document.querySelector(selector.replace(/::?(before|after|placeholder|marker|backdrop|-webkit-[\w-]+)/g, '')) !== null;
      } catch {
        return false;
      }
    };
    return styleRules(all.cssRules)
      .filter((rule) => !loaded.has(rule.cssText) && applies(rule.selectorText))
      .map((rule) => rule.selectorText);
  }, css);
}

test('every screen loaded directly (a reload, a link from outside) has its styles and no form within a form', async ({ page }) => {
  test.setTimeout(180_000);
  const css = builtCss();
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
  const samples = await demoSamples(page);
  const found: string[] = [];

  for (const screen of ROUTE_SCREENS) {
    await test.step(screen.name, async () => {
      await page.goto(fill(screen.path, samples, 'id'));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(fill(screen.heading, samples, 'heading'));
      await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const missing = await rulesNotLoaded(page, css);
      if (missing.length > 0) found.push(`${screen.name}: ${missing.join(', ')} not loaded`);
      if ((await page.locator('form form').count()) > 0) found.push(`${screen.name}: a form within a form`);
    });
  }

  expect(found).toEqual([]);
});
