// `node scripts/readme-screenshots.mjs`: the README's four pictures (docs/screenshots/), made from
// the browser tests' screenshots (test-results/screenshots/, after `npm run test:e2e`): each is
// drawn by Chromium at a smaller size and its top cut to a fixed height, so each file stays small.
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { chromium } from "playwright-core";

const FROM = "test-results/screenshots";
const TO = "docs/screenshots";
/** [source, target, width drawn, height kept]. */
const SHOTS = [
  ["profile-visitor-light.png", "profile-desktop-light.png", 800, 500],
  ["phone-fan-home-dark.png", "home-phone-dark.png", 300, 620],
  ["phone-fan-wallet-light.png", "wallet-phone-light.png", 300, 620],
  ["statistics-desktop-light.png", "statistics-desktop-light.png", 800, 500],
];

mkdirSync(TO, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const [source, target, width, height] of SHOTS) {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.goto(`file://${resolve(FROM, source)}`);
    await page.addStyleTag({ content: `body{margin:0}img{width:${width}px;height:auto;display:block}` });
    await page.screenshot({ path: `${TO}/${target}`, clip: { x: 0, y: 0, width, height } });
    await page.close();
    console.log(`${TO}/${target}`);
  }
} finally {
  await browser.close();
}
