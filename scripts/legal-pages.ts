/**
 * The demo's Terms of Service and Privacy Policy (slugs `terms` and `privacy`, served at
 * /pages/terms and /pages/privacy), seeded as Admin → Pages would store them. A starting point
 * for a real site's own text, which its admin writes in Admin → Pages.
 */
export const LEGAL_PAGES = [
  {
    slug: "terms",
    title: "Terms of Service",
    shortDescription: "The rules for using the site as a fan or a creator.",
    content: [
      "<p>These terms apply to everyone who uses this site: fans who follow, subscribe to and buy from creators, and creators who publish and sell their content here. By creating an account you accept them.</p>",
      "<h2>Your account</h2>",
      "<ul><li>You must be at least 18 years old and old enough to accept these terms where you live.</li><li>Keep your password to yourself; you are responsible for what is done with your account.</li><li>One person, one account. We may close accounts that break these terms.</li></ul>",
      "<h2>Subscriptions, tokens and purchases</h2>",
      "<p>Prices are shown before you pay. Tokens are bought in packages (1 token = 1 USD) and spent on subscriptions, tips, messages, posts, streams and products. A subscription renews each period from your wallet or your card until you cancel it; cancelling keeps your access until the end of the period you paid for. Purchases of digital content are final once the content is unlocked.</p>",
      "<h2>Creators</h2>",
      "<p>Creators must verify their identity before they sell. They keep the rights to their content and grant fans a personal, non-transferable licence to view what they paid for. The site keeps a commission on each sale, shown on every earning.</p>",
      "<h2>What is not allowed</h2>",
      "<ul><li>Content showing anyone under 18, or anyone who did not consent.</li><li>Sharing or reselling content you unlocked.</li><li>Harassment, spam, scams and impersonation.</li></ul>",
      "<p>Report anything that breaks these rules from the item itself; we review every report.</p>",
      "<h2>Changes</h2>",
      "<p>We may update these terms; the date above says when they last changed. Questions go through the contact form.</p>",
    ].join(""),
  },
  {
    slug: "privacy",
    title: "Privacy Policy",
    shortDescription: "What we keep about you, why, and what you can do about it.",
    content: [
      "<p>This policy says what personal data the site keeps, why, and the choices you have.</p>",
      "<h2>What we keep</h2>",
      "<ul><li>Your account: name, username, email address and a hash of your password (never the password itself).</li><li>What you do here: follows, subscriptions, purchases, tips, messages and comments, so the site works and your history is there when you come back.</li><li>Payments: card payments are handled by our payment provider; we keep the amounts and references, never your card number.</li><li>Creators' identity documents, kept only for the verification review and the law's record-keeping.</li></ul>",
      "<h2>Why</h2>",
      "<p>To run your account, take and pay out money, keep the site safe (limits on sign-ins, reports, blocks) and meet our legal duties. We do not sell your data.</p>",
      "<h2>Who sees it</h2>",
      "<p>Creators see the public name of their fans and what those fans bought from them. Administrators see what they need to review reports, payouts and verifications.</p>",
      "<h2>Your choices</h2>",
      "<ul><li>Change your details, notifications and emails in your account settings.</li><li>Block a person or a country from your creator page.</li><li>Ask for a copy of your data or for your account to be closed through the contact form.</li></ul>",
      "<h2>Cookies</h2>",
      "<p>We use a session cookie to keep you signed in and one to remember your theme; no advertising trackers.</p>",
    ].join(""),
  },
] as const;
