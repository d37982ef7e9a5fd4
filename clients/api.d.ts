/**
 * Types of the Fanverse API, generated from /api/openapi.json by openapi-typescript.
 * Do not edit: run `npm run api:types` (README, "A client from the document").
 */

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness check */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** State of an uploaded file (uploading, processing, ready, error); owner or admin */
        get: operations["getFilesByIdStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in by username or email; returns the session token and sets the `token` cookie. With two-factor sign-in on, the right password without `code` or `recoveryCode` answers 401 two_factor_required (no token; `details.challenge` for /auth/2fa/login) */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the current session and clear the cookie */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/users/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a fan account (log in next); a verification link is emailed */
        post: operations["postAuthUsersRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/performers/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a creator account with ID documents (image or PDF, 10 MB each) for review */
        post: operations["postAuthPerformersRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/performers/register-without-document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a creator account now and send ID documents later */
        post: operations["postAuthPerformersRegisterWithoutDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/users/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a new password (the current one is needed); every other session of the account ends */
        put: operations["putAuthUsersMePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/users/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a one-hour password reset link (same answer whether or not the account exists) */
        post: operations["postAuthUsersForgot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/users/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the emailed token; every session of the account ends */
        post: operations["postAuthUsersResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/email-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a new verification link to an unverified account (same answer otherwise) */
        post: operations["postAuthEmailVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an email address with the emailed token */
        post: operations["postAuthVerifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether two-factor sign-in is on, recovery codes left, and whether the site requires it */
        get: operations["getAuth2fa"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/2fa/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start two-factor sign-in: a new secret for an authenticator app (on once /auth/2fa/enable confirms it) */
        post: operations["postAuth2faSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/2fa/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor sign-in on with the app's current code and the password; answers ten recovery codes, once */
        post: operations["postAuth2faEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/2fa/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor sign-in off with a current code (or an unused recovery code) and the password */
        post: operations["postAuth2faDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/2fa/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish a sign-in that answered 401 two_factor_required (password, Google or X) with its challenge and a code or recovery code */
        post: operations["postAuth2faLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where you are signed in: your live sessions, this one first, then the most recently seen (up to 200) */
        get: operations["getAuthSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign one of your sessions out at once (its sockets close too); your own clears the cookie */
        delete: operations["deleteAuthSessionsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sessions/revoke-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out everywhere else: every session but this one ends, sockets included */
        post: operations["postAuthSessionsRevokeOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/google/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in (or sign up) with a Google ID token; its signature (Google's keys), audience and expiry are checked */
        post: operations["postAuthGoogleLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/google/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in (or sign up) with an authorization code from Google's redirect (code flow) */
        post: operations["postAuthGoogleToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/twitter/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a sign-in with X: a request token, and cookies (1 day) with the token, its secret, the callback URL and the role */
        post: operations["postAuthTwitterLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/twitter/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish a sign-in with X with the oauth_token and oauth_verifier it returned; the role cookie decides a new account's role */
        post: operations["postAuthTwitterCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user */
        get: operations["getUsersMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit one's own account; a new email or password needs currentPassword; a new email applies once the link mailed to it is opened; a new password ends other sessions */
        put: operations["putUsers"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/avatar/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload one's avatar */
        post: operations["postUsersAvatarUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/avatar/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a user's avatar (the user themselves, or an admin) */
        post: operations["postUsersByIdAvatarUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find users by name or username (q); public cards */
        get: operations["getUsersSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/view/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user's public card, by id or username */
        get: operations["getUsersViewById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All public settings (limits, feature flags, site name) and hashPwClient */
        get: operations["getSettingsPublic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Public settings by key; unknown or private keys are left out */
        post: operations["postSettingsKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every setting with its current value and default (admin) */
        get: operations["getAdminSettings"];
        /** Change several settings at once; all are checked (alone and against each other) before any is stored (admin) */
        put: operations["putAdminSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/settings/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change one setting; the value is checked against the settings catalogue (admin) */
        put: operations["putAdminSettingsByKey"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/countries/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All countries (name, code, capital, region, currency, language, flag) */
        get: operations["getCountriesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/states/{country}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** States or provinces of a country */
        get: operations["getStatesByCountry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cities/{country}/{state}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cities of a state */
        get: operations["getCitiesByCountryByState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/languages/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ISO 639-1 languages */
        get: operations["getLanguagesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone-codes/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** International dialling codes per country */
        get: operations["getPhoneCodesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-additional": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Profile option lists (heights, weights, age ranges, body types, ...): one object naming each list, not a list itself */
        get: operations["getUserAdditional"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/block/countries/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the visitor's country is blocked site-wide (reachable from a blocked country) */
        get: operations["getBlockCountriesCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/site-blocks/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Countries blocked from the whole site (admin) */
        get: operations["getAdminSiteBlocksCountries"];
        put?: never;
        /** Block countries from the whole site (admin); visitors get the geoBlock page and API 403 */
        post: operations["postAdminSiteBlocksCountries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/site-blocks/countries/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Lift a site-wide country block (admin) */
        delete: operations["deleteAdminSiteBlocksCountriesByCode"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performers/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in creator's own full profile (with email and payout details) */
        get: operations["getPerformersMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/checklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The creator's first steps (photos, bio, prices, ID verification, payout method, first post), each done or not
         * @description Each item is read from the state it is about, so it is done as soon as that state is: a profile photo and a cover, a bio, prices saved, the ID approved (`state: in_review` while it waits for review), bank, PayPal or Stripe payout details, a post fans can see. `href` is the page where the step is done. The studio shows the list until `done`.
         */
        get: operations["getPerformerChecklist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performers/user/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find verified creators (q, gender, country, body type, age range, ...; sortBy popular|latest|subscribers) */
        get: operations["getPerformersUserSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performers/search/random": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A random handful of verified creators */
        get: operations["getPerformersSearchRandom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performers/top": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verified creators with the most followers (sortBy followers) or subscribers */
        get: operations["getPerformersTop"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performers/avatar/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the creator's avatar */
        post: operations["postPerformersAvatarUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performers/cover/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the creator's cover image */
        post: operations["postPerformersCoverUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performers/welcome-video/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the creator's welcome video */
        post: operations["postPerformersWelcomeVideoUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performers/documents/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload an ID document for verification (the review becomes pending) */
        post: operations["postPerformersDocumentsUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A creator's public profile by id or username */
        get: operations["getPerformersById"];
        /** Edit a creator's profile (the creator themself, or an admin) */
        put: operations["putPerformersById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performers/{id}/banking-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the bank transfer details payouts go to (the creator themself, with currentPassword) */
        put: operations["putPerformersByIdBankingSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performers/{id}/payment-gateway-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the PayPal email payouts go to (the creator themself, with currentPassword) */
        put: operations["putPerformersByIdPaymentGatewaySettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/performer-assets/galleries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a gallery (creators) */
        post: operations["postPerformerPerformerAssetsGalleries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/performer-assets/galleries/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The creator's own galleries (admins: everyone's) */
        get: operations["getPerformerPerformerAssetsGalleriesSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/performer-assets/galleries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update an own gallery */
        put: operations["putPerformerPerformerAssetsGalleriesById"];
        post?: never;
        /** Delete an own gallery with its photos and their files; a gallery fans paid for stays theirs (409 item_sold: set it to Draft instead) */
        delete: operations["deletePerformerPerformerAssetsGalleriesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/performer-assets/galleries/{id}/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An own gallery with its photos (drafts included) */
        get: operations["getPerformerPerformerAssetsGalleriesByIdView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer-assets/galleries/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published galleries of a creator (performerId) or matching q, for fans */
        get: operations["getPerformerAssetsGalleriesSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer-assets/galleries/{id}/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A gallery for fans: photo URLs only for subscribers (or buyers when for sale) */
        get: operations["getPerformerAssetsGalleriesByIdView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/performer-assets/photos/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a photo into an own gallery (multipart, file in field `photo`) */
        post: operations["postPerformerPerformerAssetsPhotosUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/performer-assets/photos/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The creator's own photos, optionally of one gallery */
        get: operations["getPerformerPerformerAssetsPhotosSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/performer-assets/photos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update an own photo (title, description, status, gallery); a photo of a gallery fans paid for stays in it (409 item_sold) */
        put: operations["putPerformerPerformerAssetsPhotosById"];
        post?: never;
        /** Delete an own photo and its file; a photo of a gallery fans paid for stays theirs (409 item_sold: set the gallery to Draft instead) */
        delete: operations["deletePerformerPerformerAssetsPhotosById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/performer-assets/photos/set-cover/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make the photo its gallery's cover */
        post: operations["postPerformerPerformerAssetsPhotosSetCoverById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer-assets/photos/{performerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A creator's published photos; URLs only where the viewer is entitled to the gallery */
        get: operations["getPerformerAssetsPhotosByPerformerId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer-assets/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A gallery's published photos; URLs only where the viewer is entitled to the gallery */
        get: operations["getPerformerAssetsPhotos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/performer-assets/videos/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a video with optional thumbnail and teaser (multipart) */
        post: operations["postPerformerPerformerAssetsVideosUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/performer-assets/videos/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The creator's own videos, drafts and scheduled included */
        get: operations["getPerformerPerformerAssetsVideosSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/performer-assets/videos/{id}/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An own video with all its file URLs */
        get: operations["getPerformerPerformerAssetsVideosByIdView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/performer-assets/videos/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit an own video (multipart); files sent replace the stored ones */
        put: operations["putPerformerPerformerAssetsVideosEditById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/performer-assets/videos/remove-file/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove the video file, the thumbnail or the teaser of an own video; the file of a video fans paid for stays (409 item_sold) */
        delete: operations["deletePerformerPerformerAssetsVideosRemoveFileById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/performer-assets/videos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an own video and its files; a video fans paid for stays theirs (409 item_sold: set it to Draft instead) */
        delete: operations["deletePerformerPerformerAssetsVideosById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer-assets/videos/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published videos for fans (one creator with performerId, or every visible creator) */
        get: operations["getPerformerAssetsVideosSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer-assets/videos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A video for fans: thumbnail and teaser for all, the video URL only when entitled */
        get: operations["getPerformerAssetsVideosById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/performer-assets/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a product (multipart: image, digitalFile for a digital product) */
        post: operations["postPerformerPerformerAssetsProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/performer-assets/products/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The creator's own products */
        get: operations["getPerformerPerformerAssetsProductsSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/performer-assets/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update an own product (multipart); files sent replace the stored ones */
        put: operations["putPerformerPerformerAssetsProductsById"];
        post?: never;
        /** Delete an own product and its files */
        delete: operations["deletePerformerPerformerAssetsProductsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/performer-assets/products/{id}/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An own product, with its digital file */
        get: operations["getPerformerPerformerAssetsProductsByIdView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer-assets/products/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published products for fans (one creator with performerId, or every visible creator) */
        get: operations["getPerformerAssetsProductsSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer-assets/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product for fans (the digital file comes with the order, never here) */
        get: operations["getPerformerAssetsProductsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/feeds/photo/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a photo for a post (field file); use its _id when creating the post */
        post: operations["postPerformerFeedsPhotoUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/feeds/video/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a video for a post (field file); use its _id when creating the post */
        post: operations["postPerformerFeedsVideoUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/feeds/audio/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a audio for a post (field file); use its _id when creating the post */
        post: operations["postPerformerFeedsAudioUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/feeds/thumbnail/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a thumbnail for a post (field file); use its _id when creating the post */
        post: operations["postPerformerFeedsThumbnailUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/feeds/teaser/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a teaser for a post (field file); use its _id when creating the post */
        post: operations["postPerformerFeedsTeaserUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/feeds/polls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a poll (2 to 10 options) to attach to a poll post by its _id */
        post: operations["postPerformerFeedsPolls"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/feeds/crowdfunding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a crowdfunding goal (tokens) with a deadline, to attach to a crowdfunding post */
        post: operations["postPerformerFeedsCrowdfunding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/feeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The creator's own posts in every status (q, type, status, paging) */
        get: operations["getPerformerFeeds"];
        put?: never;
        /** Create a post of any type; scheduleAt in the future hides it from fans until then */
        post: operations["postPerformerFeeds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/feeds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the creator's own posts (admins: any) */
        get: operations["getPerformerFeedsById"];
        /** Edit one's own post; files left out of fileIds are deleted */
        put: operations["putPerformerFeedsById"];
        post?: never;
        /** Delete one's own post (admins: any) with its files, poll, likes and comments; a post fans paid for stays theirs (409 item_sold: hide it instead) */
        delete: operations["deletePerformerFeedsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/feeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A creator's public timeline (performerId: id or username; pinned first), or without it the logged-in fan's home timeline from followed and subscribed creators */
        get: operations["getUserFeeds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/feeds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One post; files only for viewers entitled to them (owner, admin, subscriber or buyer) */
        get: operations["getUserFeedsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/feeds/vote/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Vote in the poll of a post (id is the post's id): one vote per fan, none after expiry */
        post: operations["postUserFeedsVoteById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vault": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every media file the creator uploaded, newest first, with where each is used */
        get: operations["getVault"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vault/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The creator's vault folders, by name, with how many files each holds */
        get: operations["getVaultFolders"];
        put?: never;
        /** Create a vault folder (names are unique per creator) */
        post: operations["postVaultFolders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vault/folders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a vault folder; its files stay in the vault */
        delete: operations["deleteVaultFoldersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vault/folders/{id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put vault files in a folder (a file may be in several folders) */
        post: operations["postVaultFoldersByIdFiles"];
        /** Take files out of a folder (they stay in the vault) */
        delete: operations["deleteVaultFoldersByIdFiles"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vault/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete vault files (and their places in folders); files a post, message, gallery, video or product uses stay and are listed in inUse */
        delete: operations["deleteVaultFiles"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/follows/{performerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Follow a creator (idempotent: following again answers 200 and changes nothing) */
        post: operations["postFollowsByPerformerId"];
        /** Stop following a creator (idempotent) */
        delete: operations["deleteFollowsByPerformerId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/follows/followers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A creator's own followers; admins pass performerId */
        get: operations["getFollowsFollowers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/follows/following": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The creators the viewer follows, with cards; idsOnly=true gives just their ids */
        get: operations["getFollowsFollowing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like (needs access to the item, as opening it) or bookmark (needs only the creator) a feed item, video, gallery, product, creator or comment (idempotent) */
        post: operations["postReactions"];
        /** Take a like or bookmark back (idempotent) */
        delete: operations["deleteReactions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reactions/feeds/bookmark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's bookmarked feeds */
        get: operations["getReactionsFeedsBookmark"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reactions/videos/bookmark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's bookmarked videos */
        get: operations["getReactionsVideosBookmark"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reactions/galleries/bookmark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's bookmarked galleries */
        get: operations["getReactionsGalleriesBookmark"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reactions/products/bookmark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's bookmarked products */
        get: operations["getReactionsProductsBookmark"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reactions/performers/bookmark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's bookmarked performers */
        get: operations["getReactionsPerformersBookmark"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reactions/{type}/bookmark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's bookmarks of one kind (feeds, videos, galleries, products, performers) */
        get: operations["getReactionsByTypeBookmark"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Comments on an item the viewer may open, newest first */
        get: operations["getComments"];
        put?: never;
        /** Comment on a feed item, video, gallery or product the viewer may open (10 a minute per account) */
        post: operations["postComments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit one's own comment */
        put: operations["putCommentsById"];
        post?: never;
        /** Delete a comment (its author, the item's creator, or an admin) */
        delete: operations["deleteCommentsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/block/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The users the creator blocked */
        get: operations["getBlockUsers"];
        put?: never;
        /** Block a user from the creator's profile, content, messages and streams (removes their follow) */
        post: operations["postBlockUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/block/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Unblock a user (id is the blocked user's id) */
        delete: operations["deleteBlockUsersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/block/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The countries the creator blocked */
        get: operations["getBlockCountries"];
        put?: never;
        /** Replace the list of countries blocked from the creator's profile and content */
        post: operations["postBlockCountries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a creator, feed item, video, gallery, product or comment (one open report per target) */
        post: operations["postReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reports to review (admin) */
        get: operations["getAdminReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Resolve, dismiss or reopen a report (admin) */
        put: operations["putAdminReportsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search/keywords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a search (anonymous allowed); keywords are counted lower-case */
        post: operations["postSearchKeywords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search/list/keywords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The most searched keywords; q keeps those starting with it */
        get: operations["getSearchListKeywords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A creator's statistics for a period of UTC days (at most 366): earnings per day by kind, subscribers gained and lost, followers gained, top fans, and totals against the period before */
        get: operations["getPerformerStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published site pages and posts (terms, privacy, help, about); q searches title and text */
        get: operations["getPostsSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A published page or post by id or slug */
        get: operations["getPostsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every page and post, active or not (admin) */
        get: operations["getAdminPosts"];
        put?: never;
        /** Write a page or post (admin); the content is sanitised */
        post: operations["postAdminPosts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a page or post (admin) */
        put: operations["putAdminPostsById"];
        post?: never;
        /** Delete a page or post (admin) */
        delete: operations["deleteAdminPostsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site-promo/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active banners in display order, optionally for one position */
        get: operations["getSitePromoSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/site-promo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every banner, active or not (admin) */
        get: operations["getAdminSitePromo"];
        put?: never;
        /** Add a banner (admin) */
        post: operations["postAdminSitePromo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/site-promo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a banner (admin) */
        put: operations["putAdminSitePromoById"];
        post?: never;
        /** Delete a banner (admin) */
        delete: operations["deleteAdminSitePromoById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/persona/inquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The creator's verification state and Persona inquiry (whether Persona is offered, sandbox or production) */
        get: operations["getAuthPersonaInquiry"];
        put?: never;
        /** Create the creator's Persona inquiry (personaTemplateId) or resume the open one; answers with the hosted flow's URL */
        post: operations["postAuthPersonaInquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The creator's guided ID check: each step (front, back, selfie) with its upload, and the status */
        get: operations["getPerformerVerification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/verification/documents/{step}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the photo for one step of the ID check (front, back or selfie); replaces the step's previous one
         * @description JPEG, PNG, WebP or PDF up to 10 MB, checked by content. Private: only the creator and admins get its signed URL, and the media route serves it to no one else. Refused while the documents are in review (409 `verification_in_review`) or once verified (409 `already_verified`).
         */
        post: operations["postPerformerVerificationDocumentsByStep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/verification/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the three ID photos for review (the status becomes pending)
         * @description Only with all three steps uploaded: otherwise 422 `verification_incomplete`, whose `details` name each missing step (front, back, selfie) and what it needs.
         */
        post: operations["postPerformerVerificationSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/persona": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Persona's inquiry events, signed with Persona-Signature (t=...,v1=HMAC-SHA256); verifies creators
         * @description A signature more than 5 minutes from now either way is refused (400 `invalid_signature`), and so is a signed body that is not an event (400 `bad_request` with what is missing in `details`, or `malformed_json`). A repeated event id changes nothing and is answered `duplicate: true`. A site without PERSONA_WEBHOOK_SECRET answers 404 `webhook_not_configured`.
         */
        post: operations["postWebhooksPersona"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's notifications, newest first, with the total and the unread count */
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every notification of the viewer read */
        post: operations["postNotificationsReadAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one of the viewer's notifications read (another person's answers 404) */
        post: operations["postNotificationsByIdRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which kinds of notification (and their emails) the viewer gets */
        get: operations["getNotificationsSettings"];
        /** Turn kinds of notification (or their emails) on or off */
        put: operations["putNotificationsSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Totals, what waits for an admin, and daily counts over 7, 30 or 90 days (admin) */
        get: operations["getAdminDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search users and creators by name, username or email; filter by role, status, verification (admin) */
        get: operations["getAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One account in full; for a creator also commission, stats and ID documents as signed URLs (admin) */
        get: operations["getAdminUsersById"];
        /** Edit name, username, email, email verified and role (admin; audited) */
        put: operations["putAdminUsersById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend an account: no login, sessions ended, out of every list (admin; audited with the reason) */
        post: operations["postAdminUsersByIdSuspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lift a suspension (admin; audited) */
        post: operations["postAdminUsersByIdReactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/performers/{id}/commission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** A creator's own commission (0..1; 0 means none; null uses the site's setting) (admin; audited) */
        put: operations["putAdminPerformersByIdCommission"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/performers/{id}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or reject a creator's identity after reviewing their documents; a rejection needs a reason (admin; audited; the creator is mailed) */
        post: operations["postAdminPerformersByIdVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reports/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Act on a report: remove_item, dismiss or block_user (suspends the account behind the item) (admin; audited) */
        post: operations["postAdminReportsByIdResolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every admin action, newest first; filter by admin, action or target, q searches (admin) */
        get: operations["getAdminAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/re-captcha/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a reCAPTCHA token with Google (when captchas are on); 422 captcha_failed when it is not good */
        post: operations["postReCaptchaVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to the site's operator (stored and mailed; 5 an hour per client; captcha when on) */
        post: operations["postContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/contact-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages from the contact form, newest first (admin) */
        get: operations["getAdminContactMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/contact-messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark a contact message read or new (admin; audited) */
        put: operations["putAdminContactMessagesById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's conversations, most recent first, with unread counts (q: the other person's name) */
        get: operations["getConversations"];
        put?: never;
        /** Open the conversation with someone (source performer|user, sourceId): fans with creators they subscribe to, creators with their followers and subscribers. An existing one is returned (200), never a second */
        post: operations["postConversations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's conversations whose other person's name or username contains q */
        get: operations["getConversationsSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open a conversation: marks it read for the viewer (unseen count 0) */
        get: operations["getConversationsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Give a conversation a title (either participant; empty removes it) */
        put: operations["putConversationsByIdUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/counting-not-read-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many messages the viewer has not seen, in all their conversations */
        get: operations["getMessagesCountingNotReadMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/read-all/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a conversation read for the viewer */
        post: operations["postMessagesReadAllById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of a conversation's messages, newest first (limit 25 by default; load more with offset), with seenAt, the other participant's read receipt. The first page marks it read (the sender's open thread hears conversation/read) */
        get: operations["getMessagesConversationsById"];
        put?: never;
        /** Send a message (creators may set a pay-per-view price); 30 a minute per account */
        post: operations["postMessagesConversationsById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/private/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a photo in a private conversation (multipart: file, conversationId, text, price) */
        post: operations["postMessagesPrivateFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/private/file/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a video in a private conversation (multipart: file, conversationId, text, price; the video's duration, size, width, height and poster frame) */
        post: operations["postMessagesPrivateFileVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{id}/remove-all-message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove messages in bulk (id: a conversation): a stream's creator clears its public chat; in a private conversation, the viewer's own messages */
        delete: operations["deleteMessagesByIdRemoveAllMessage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a message: private ones are removed; in a stream's public chat it stays, marked deleted, with the text 'Message deleted' (the sender, the stream's creator or an admin) */
        delete: operations["deleteMessagesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/fan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The creator's fan panel of a conversation: the fan, subscribed since (or expired, or never), total spent with the creator in tokens, the creator's lists the fan is in, and the creator's private note. Only the creator in the conversation (403 for the fan, 404 for outsiders) */
        get: operations["getConversationsByIdFan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/fan/note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the creator's private note about the fan of a conversation (at most 1000 characters; empty removes it). Only the creator in the conversation; the fan never sees it */
        put: operations["putConversationsByIdFanNote"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The creator's fan lists: built-in (kept current) and custom, with member counts */
        get: operations["getLists"];
        put?: never;
        /** Create a custom fan list */
        post: operations["postLists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lists/fans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fans who may be added to a list (followers, subscribers, buyers, fans who wrote), by q */
        get: operations["getListsFans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a custom list (built-in lists cannot be changed) */
        put: operations["putListsById"];
        post?: never;
        /** Delete a custom list (the fans are not affected) */
        delete: operations["deleteListsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lists/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A list's members, newest (or biggest spenders) first; q searches name and username */
        get: operations["getListsByIdMembers"];
        put?: never;
        /** Add fans to a custom list; each must follow, subscribe (or have), have paid or written to the creator */
        post: operations["postListsByIdMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lists/{id}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take a fan out of a custom list */
        delete: operations["deleteListsByIdMembersByUserId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/mass": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your mass messages, newest first, with recipients, delivered, viewed, purchases and revenue */
        get: operations["getMessagesMass"];
        put?: never;
        /** Send a message to fans by lists and audiences (each once; excluded lists and blocks either way left out). Answers 202: the queue delivers it into each fan's conversation with you, locked with the price when price > 0 (fans unlock it with POST /wallet/charges/message/{their copy's id}) */
        post: operations["postMessagesMass"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/mass/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** How many fans a mass message to this audience would reach now (for the composer) */
        post: operations["postMessagesMassRecipients"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/mass/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your mass messages with its figures */
        get: operations["getMessagesMassById"];
        put?: never;
        post?: never;
        /** Unsend: no more copies go out, and every copy a fan has not bought is removed from their conversation (by the queue, right after). Buyers keep theirs */
        delete: operations["deleteMessagesMassById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/streaming/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Go live: a title and a flat price per session in tokens (0 = free). Verified creators; a creator already live gets that session (200) */
        post: operations["postStreamingLive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/streaming/live/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** End a live session (its creator or an admin); viewers are told and their sockets close */
        put: operations["putStreamingLiveById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/streaming/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a live session's title or price */
        put: operations["putStreamingUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/streaming/set-duration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Record how many seconds a session has been live (it never goes back) */
        put: operations["putStreamingSetDuration"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/streaming/join/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Join a live session: live, subscribed, not blocked; for a paid session whether this session is bought (canWatch) */
        get: operations["getStreamingJoinById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/streaming/user/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who is live now: public sessions of verified creators the viewer may see, newest first */
        get: operations["getStreamingUserSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/streaming/agora/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A one-hour Agora token for a session's channel: publisher for its creator, subscriber for viewers who may watch */
        post: operations["postStreamingAgoraToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/stream/public/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public chat of a live session (id: the stream), for those who may join it */
        get: operations["getConversationsStreamPublicById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/stream/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The conversation a private show is held in (id: the stream), for its creator and its fan */
        get: operations["getConversationsStreamById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/conversations/public/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of a stream's public chat (id: the chat's conversation), newest first */
        get: operations["getMessagesConversationsPublicById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/stream/public/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write in a live session's public chat (id: the chat's conversation); every send re-checks blocks */
        post: operations["postMessagesStreamPublicConversationsById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/stream/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write in the conversation of a private show that is live (id: the conversation) */
        post: operations["postMessagesStreamConversationsById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/public/file/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a photo in a live session's public chat (multipart: file, conversationId, text) */
        post: operations["postMessagesPublicFilePhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/streaming/private-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The creator's pending private show requests, newest first */
        get: operations["getStreamingPrivateRequests"];
        put?: never;
        /** Ask a creator for a private show, in one's conversation with them (asking again changes nothing) */
        post: operations["postStreamingPrivateRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/streaming/private-requests/{conversationId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a request: a private show starts for that fan (price in tokens, 0 = free) and the request goes */
        post: operations["postStreamingPrivateRequestsByConversationIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/streaming/private-requests/{conversationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Decline a request (the creator) or withdraw it (the fan) */
        delete: operations["deleteStreamingPrivateRequestsByConversationId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/addresses/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a delivery address (the first one becomes the default) */
        post: operations["postAddressesCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/addresses/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's delivery addresses */
        get: operations["getAddressesSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an own address (orders keep the copy they shipped to) */
        put: operations["putAddressesById"];
        post?: never;
        /** Delete an own address */
        delete: operations["deleteAddressesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet/charges/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the viewer paid from their wallet (tips, purchases, subscriptions...), newest first */
        get: operations["getWalletChargesSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet/charges/tip/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tip a creator (id: the creator) within the site's tip bounds, with an optional message
         * @description Honours Idempotency-Key: the same key returns the first charge and moves no money. With `expectedPrice` (tokens) the charge takes exactly that: when the price now differs it answers 409 `price_changed` with the price now in `details.price` and charges nothing.
         */
        post: operations["postWalletChargesTipById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet/charges/feed/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy a post for sale (once; it stays unlocked)
         * @description Honours Idempotency-Key: the same key returns the first charge and moves no money. With `expectedPrice` (tokens) the charge takes exactly that: when the price now differs it answers 409 `price_changed` with the price now in `details.price` and charges nothing.
         */
        post: operations["postWalletChargesFeedById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet/charges/video/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy a video for sale (once; it stays unlocked)
         * @description Honours Idempotency-Key: the same key returns the first charge and moves no money. With `expectedPrice` (tokens) the charge takes exactly that: when the price now differs it answers 409 `price_changed` with the price now in `details.price` and charges nothing.
         */
        post: operations["postWalletChargesVideoById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet/charges/gallery/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy a gallery for sale (once; it stays unlocked)
         * @description Honours Idempotency-Key: the same key returns the first charge and moves no money. With `expectedPrice` (tokens) the charge takes exactly that: when the price now differs it answers 409 `price_changed` with the price now in `details.price` and charges nothing.
         */
        post: operations["postWalletChargesGalleryById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet/charges/product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy a product: creates an order (physical: quantity and a delivery address; digital: once, delivered at once)
         * @description Honours Idempotency-Key: the same key returns the first charge and moves no money. With `expectedPrice` (tokens) the charge takes exactly that: when the price now differs it answers 409 `price_changed` with the price now in `details.price` and charges nothing.
         */
        post: operations["postWalletChargesProductById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet/charges/message/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy a pay-per-view message (once): its text and file unlock for the buyer
         * @description Honours Idempotency-Key: the same key returns the first charge and moves no money. With `expectedPrice` (tokens) the charge takes exactly that: when the price now differs it answers 409 `price_changed` with the price now in `details.price` and charges nothing.
         */
        post: operations["postWalletChargesMessageById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet/charges/stream/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy a paid live session (once per session): the buyer may then get its video token
         * @description Honours Idempotency-Key: the same key returns the first charge and moves no money. With `expectedPrice` (tokens) the charge takes exactly that: when the price now differs it answers 409 `price_changed` with the price now in `details.price` and charges nothing.
         */
        post: operations["postWalletChargesStreamById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet/charges/crowdfunding/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Contribute to a crowdfunding goal (id: the goal) until its deadline
         * @description Honours Idempotency-Key: the same key returns the first charge and moves no money. With `expectedPrice` (tokens) the charge takes exactly that: when the price now differs it answers 409 `price_changed` with the price now in `details.price` and charges nothing.
         */
        post: operations["postWalletChargesCrowdfundingById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/wallets/{userId}/adjust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Credit (amount > 0) or debit (amount < 0) a user's wallet, with a reason (ledger and audit log) */
        post: operations["postAdminWalletsByUserIdAdjust"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/wallet/charges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One person's wallet charges, as payer and as the creator paid, newest first */
        get: operations["getAdminWalletCharges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/wallet/charges/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a wallet charge to the payer's wallet (purchase, stock and order, amount raised and access undone)
         * @description Honours Idempotency-Key: a repeat with the same key answers the first result (2xx) and changes nothing again; without it, or with another key, a second attempt on an item already done is a 409. The same key on another action or item is 409 `idempotency_key_reused`.
         */
        post: operations["postAdminWalletChargesByIdRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/wallet/top-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy tokens by card: an amount or a package, an optional coupon; Checkout or a saved card
         * @description Answers the payment with `redirectUrl` (send the payer there: Stripe Checkout, or 3-D Secure for a saved card with status require_authentication) or status processing (a saved card was charged). The wallet is credited by Stripe's webhook only; a `balance/updated` and a `payment/status` event follow on the user's room. A coupon's use is reserved with the payment: 409 `coupon_used_up` when none is left (all taken, or the viewer's one use taken by a paid or still open payment); cancelling or expiring the Checkout gives it back.
         */
        post: operations["postPaymentWalletTopUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/transactions/user/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's card payments (top-ups and card subscriptions), newest first */
        get: operations["getPaymentTransactionsUserSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/transactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the viewer's payments (e.g. after coming back from Checkout) */
        get: operations["getPaymentTransactionsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/coupons/{code}/apply-coupon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a coupon for the viewer and, with an amount or package, what the top-up would cost */
        post: operations["postCouponsByCodeApplyCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/package/token/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Token packages on offer, in the admins' order */
        get: operations["getPackageTokenSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's saved cards */
        get: operations["getPaymentCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stripe/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a card: attach a Stripe.js payment method (cardId), or get a hosted page that saves one */
        post: operations["postStripeCards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-cards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of the viewer's saved cards */
        delete: operations["deletePaymentCardsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stripe/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Creators: the connected Stripe account's state */
        get: operations["getStripeAccounts"];
        put?: never;
        /** Creators: connect a Stripe account for payouts; answers the onboarding link */
        post: operations["postStripeAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/token-packages/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every token package (active=false for the ones not on offer) */
        get: operations["getAdminTokenPackagesSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/token-packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Offer a token package (name, description, price, tokens, ordering, active) */
        post: operations["postAdminTokenPackages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/token-packages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a token package */
        put: operations["putAdminTokenPackagesById"];
        post?: never;
        /** Delete a token package */
        delete: operations["deleteAdminTokenPackagesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/coupons/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every coupon with its uses */
        get: operations["getAdminCouponsSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/coupons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a coupon (percentage or fixed, expiry, number of uses; one use per fan) */
        post: operations["postAdminCoupons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/coupons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a coupon */
        put: operations["putAdminCouponsById"];
        post?: never;
        /** Delete a coupon */
        delete: operations["deleteAdminCouponsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/subscribe/performers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe to a creator: monthly, yearly or free; from the wallet or by card (Stripe Checkout)
         * @description wallet: paid at once (402 when the balance is short) and renewed by the cron job from the balance. stripe: answers `redirectUrl` (Checkout); the subscription becomes active when Stripe's webhook reports its first invoice paid (a free one: its trial). Honours Idempotency-Key. With `expectedPrice` (tokens) a price other than that answers 409 `price_changed` (`details.price`: the price now) and nothing is charged or started.
         */
        post: operations["postPaymentSubscribePerformers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/{provider}/cancel-subscription/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop a subscription's renewal (provider: wallet or stripe); access stays until it expires */
        post: operations["postPaymentByProviderCancelSubscriptionById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/{provider}/resume-subscription/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn a cancelled subscription's renewal back on while its paid period lasts (provider: wallet or stripe); nothing is charged now */
        post: operations["postPaymentByProviderResumeSubscriptionById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/user/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's subscriptions */
        get: operations["getSubscriptionsUserSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/performer/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A creator's subscribers (admins: pass performerId) */
        get: operations["getSubscriptionsPerformerSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The creator's promotions, newest first, with their claims */
        get: operations["getPerformerPromotions"];
        put?: never;
        /**
         * Create a promotion: a discount on the first months, or a free trial; answers its code and link
         * @description Fans claim it by subscribing with `promoCode` (POST /payment/subscribe/performers). One claim per fan; `audience` new (never subscribed to this creator), expired (a subscription that ended) or both; at most `maxClaims` claims, reserved in the batch that subscribes the fan; none after `endsAt`.
         */
        post: operations["postPerformerPromotions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/promotions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End a promotion now (claims made stay; claiming it afterwards is 410 promotion_ended) */
        delete: operations["deletePerformerPromotionsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/subscription-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The creator's subscription prices and bundles */
        get: operations["getPerformerSubscriptionSettings"];
        /** Set the creator's bundles: 3, 6 and 12 months, each with a percent off (an empty list: none) */
        put: operations["putPerformerSubscriptionSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performers/{performerId}/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What subscribing to a creator offers the viewer: the promotion (of a `promo` link, else an active discount) and the bundles */
        get: operations["getPerformersByPerformerIdOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe's events (signed with the endpoint secret; the raw JSON body is what is verified)
         * @description Top-ups, card subscriptions, refunds and Connect accounts. Unknown event types are acknowledged and ignored; a replayed or duplicated event changes nothing and is answered `duplicate: true`. A signature older or newer than 5 minutes is refused (400 `invalid_signature`), and so is a signed body that is not an event (400 `bad_request` with what is missing in `details`, or `malformed_json`): Stripe should not retry either.
         */
        post: operations["postWebhooksStripe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/earning/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A creator's figures: gross, commission, net (by type and by day/week/month) and paid, unpaid, available */
        get: operations["getPerformerEarningStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer/earning/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A creator's earnings, one per sale, newest first */
        get: operations["getPerformerEarningSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payout-requests/calculate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What the creator earned, was paid, has pending and can request now */
        post: operations["postPayoutRequestsCalculate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payout-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a payout: reserves the amount (at least minimumPayoutAmount, at most what is available; one pending at a time) */
        post: operations["postPayoutRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payout-requests/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The creator's payout requests (admins: everyone's, or performerId's) */
        get: operations["getPayoutRequestsSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payout-requests/check/pending-review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the creator has a request waiting for review */
        get: operations["getPayoutRequestsCheckPendingReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payout-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an own request while it is pending (the reserve follows the amount) */
        put: operations["putPayoutRequestsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payout-requests/{id}/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payout request (own, or any for admins) */
        get: operations["getPayoutRequestsByIdView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/payout-requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a pending payout request
         * @description Honours Idempotency-Key: a repeat with the same key answers the first result (2xx) and changes nothing again; without it, or with another key, a second attempt on an item already done is a 409. The same key on another action or item is 409 `idempotency_key_reused`.
         */
        post: operations["postAdminPayoutRequestsByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/payout-requests/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a pending or approved payout request; its reserve becomes available again
         * @description Honours Idempotency-Key: a repeat with the same key answers the first result (2xx) and changes nothing again; without it, or with another key, a second attempt on an item already done is a 409. The same key on another action or item is 409 `idempotency_key_reused`.
         */
        post: operations["postAdminPayoutRequestsByIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/payout-requests/{id}/paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a payout request paid with its reference (a stripe request without one is transferred by Stripe Connect)
         * @description Honours Idempotency-Key: a repeat with the same key answers the first result (2xx) and changes nothing again; without it, or with another key, a second attempt on an item already done is a 409. The same key on another action or item is 409 `idempotency_key_reused`.
         */
        post: operations["postAdminPayoutRequestsByIdPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a cart once from the wallet: one order per creator, digital items delivered at once
         * @description Every item passes the rules of buying that product alone (404, 403 blocked or geoblocked, 422). One wallet payment for the whole cart, in one batch with each creator's order, earning and commission and each item's stock; a refusal writes nothing: 402 with `details.shortfall`, 409 `out_of_stock` naming the short items, 409 `price_changed` when `expectedTotal` is not the total now (`details.price`, and each item's price in `details["items.<productId>"]`), 409 `already_purchased` for a digital item bought before, 422 for a physical item without `deliveryAddressId`. Honours Idempotency-Key: the same key and cart answer the first checkout (201) and move no money; the same key with another cart is 409 `idempotency_key_reused`. An admin refunds one order at a time (`POST /admin/orders/{id}/refund`).
         */
        post: operations["postOrdersCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/users/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's orders */
        get: operations["getOrdersUsersSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders of the creator's products (admins: everyone's, or performerId's) */
        get: operations["getOrdersSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order (its buyer, its seller, admins) */
        get: operations["getOrdersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The seller moves a physical order on (processing → shipping → delivered) and sets the shipping code */
        put: operations["putOrdersByIdUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/update/delivery-address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The buyer changes the delivery address while the order is processing */
        put: operations["putOrdersByIdUpdateDeliveryAddress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/performer-assets/products/{id}/download-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A signed link to a bought digital product's file (valid one hour) */
        get: operations["getPerformerAssetsProductsByIdDownloadLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/orders/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund an order: the buyer's balance and the product's stock come back
         * @description Honours Idempotency-Key: a repeat with the same key answers the first result (2xx) and changes nothing again; without it, or with another key, a second attempt on an item already done is a 409. The same key on another action or item is 409 `idempotency_key_reused`.
         */
        post: operations["postAdminOrdersByIdRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        FileStatus: {
            _id: string;
            /** @enum {string} */
            status: "uploading" | "processing" | "ready" | "error";
            type: string;
            mimeType: string;
            size: number;
            createdAt: string;
        };
        Error: {
            statusCode: number;
            error: string;
            code: string;
            message: string;
            details?: {
                [key: string]: string;
            };
        };
        LoginResult: {
            /** @description Send as `Authorization: Bearer <token>` */
            token: string;
            expiresAt: string;
            user: components["schemas"]["CurrentUser"];
        };
        CurrentUser: {
            _id: string;
            name: string;
            username: string | null;
            email: string | null;
            emailVerified: boolean;
            /** @description URL; a placeholder image when none is set */
            avatar: string;
            cover: string | null;
            /**
             * @description Wallet balance in tokens
             * @example 12.5
             */
            balance: number;
            isPerformer: boolean;
            /** @enum {string} */
            role: "fan" | "performer" | "admin";
            gender: string | null;
            country: string | null;
            /** @description A new email waiting for its confirmation link to be opened (GET /users/me, PUT /users) */
            pendingEmail?: string | null;
            /**
             * @description Creators only: the state of their ID verification
             * @enum {string}
             */
            verificationStatus?: "unsubmitted" | "pending" | "approved" | "rejected";
            createdAt: string;
            updatedAt: string;
        };
        Login: {
            /**
             * @description Username or email, case-insensitive
             * @example jane_doe
             */
            username: string;
            password: string;
            /**
             * @description Stay logged in for 365 days
             * @default false
             */
            remember?: boolean;
            /** @description reCAPTCHA token, needed after repeated failed logins when captchas are on */
            captchaToken?: string;
            /**
             * @description The 6-digit code of the authenticator app (two-factor sign-in)
             * @example 123456
             */
            code?: string;
            /** @description One of the account's unused recovery codes (`xxxxx-xxxxx`), instead of `code` */
            recoveryCode?: string;
        };
        Register: {
            /** @example Jane Doe */
            name: string;
            /** @example jane_doe */
            username: string;
            /**
             * Format: email
             * @example jane@example.com
             */
            email: string;
            password: string;
            /** @enum {string} */
            gender?: "male" | "female" | "transgender";
            /** @example US */
            country?: string;
            /** @description reCAPTCHA token, when captchas are on */
            captchaToken?: string;
        };
        PasswordUpdate: {
            password: string;
            /**
             * @description Which account page sent it; informational
             * @enum {string}
             */
            source?: "user" | "performer";
            /** @description The account's current password (422 wrong_password when it is not right) */
            currentPassword: string;
        };
        EmailOnly: {
            /**
             * Format: email
             * @example jane@example.com
             */
            email: string;
        };
        ResetPassword: {
            token: string;
            password: string;
        };
        OneTimeToken: {
            token: string;
        };
        TwoFactorStatus: {
            enabled: boolean;
            recoveryCodesLeft: number;
            /** @description The site requires it of this account (admins, when set) */
            required: boolean;
        };
        TwoFactorSetup: {
            /** @description The shared secret, base32 (for typing into an app) */
            secret: string;
            /** @description `otpauth://totp/...` URL (what the QR code holds): SHA1, 6 digits, 30 s */
            otpauthUrl: string;
        };
        RecoveryCodes: {
            /** @description Ten one-time codes, shown once: each signs in once instead of a code */
            recoveryCodes: string[];
        };
        TwoFactorEnable: {
            /** @description The current code of the secret from /auth/2fa/setup */
            code: string;
            /** @description The account's password (422 wrong_password when it is not right) */
            currentPassword: string;
        };
        TwoFactorDisable: {
            /**
             * @description The 6-digit code of the authenticator app (two-factor sign-in)
             * @example 123456
             */
            code?: string;
            /** @description One of the account's unused recovery codes (`xxxxx-xxxxx`), instead of `code` */
            recoveryCode?: string;
            /** @description The account's password (422 wrong_password when it is not right) */
            currentPassword: string;
        };
        TwoFactorLogin: {
            /** @description `details.challenge` of the 401 two_factor_required answer (valid 5 minutes) */
            challenge: string;
            /**
             * @description The 6-digit code of the authenticator app (two-factor sign-in)
             * @example 123456
             */
            code?: string;
            /** @description One of the account's unused recovery codes (`xxxxx-xxxxx`), instead of `code` */
            recoveryCode?: string;
            /** @description reCAPTCHA token, needed after repeated failed attempts when captchas are on */
            captchaToken?: string;
        };
        SessionList: {
            data: components["schemas"]["Session"][];
        };
        Session: {
            /** @description The session's public id (never its token) */
            _id: string;
            /** @example Chrome on macOS */
            device: string;
            browser: string | null;
            os: string | null;
            /**
             * @description ISO 3166-1 alpha-2 of the last request
             * @example FR
             */
            country: string | null;
            /**
             * @description The country's name
             * @example France
             */
            place: string | null;
            /** @description Signed in at */
            createdAt: string;
            /** @description Last request, to within 15 minutes */
            lastSeenAt: string;
            expiresAt: string;
            /** @description The session making this request */
            current: boolean;
        };
        SignedOut: {
            /** @description How many sessions were signed out */
            signedOut: number;
        };
        SocialLoginResult: components["schemas"]["LoginResult"] & {
            isNewAccount: boolean;
        };
        /** @description One of idToken, credential or tokenId is required (the same token under each client's name). */
        GoogleLogin: {
            idToken?: string;
            credential?: string;
            tokenId?: string;
            /**
             * @description For a new account: fan or creator (performer). An existing account keeps its role.
             * @default fan
             * @enum {string}
             */
            role?: "fan" | "performer";
            /** @default false */
            remember?: boolean;
        } | unknown | unknown | unknown;
        GoogleCodeLogin: {
            code: string;
            /** Format: uri */
            redirectUri: string;
            /**
             * @description For a new account: fan or creator (performer). An existing account keeps its role.
             * @default fan
             * @enum {string}
             */
            role?: "fan" | "performer";
            /** @default false */
            remember?: boolean;
        };
        TwitterLoginStart: {
            oauthToken: string;
            oauthTokenSecret: string;
            callbackUrl: string;
            /** @description Send the person here to approve */
            authorizeUrl: string;
        };
        TwitterLogin: {
            /**
             * @description For a new account: fan or creator (performer). An existing account keeps its role.
             * @default fan
             * @enum {string}
             */
            role?: "fan" | "performer";
            /** @description A path or address on this site X sends the person back to; default /auth/twitter/callback */
            callbackUrl?: string;
        };
        /** @description oauthToken (or oauth_token) and oauthVerifier (or oauth_verifier) are required. */
        TwitterCallback: {
            oauthToken?: string;
            oauth_token?: string;
            oauthVerifier?: string;
            oauth_verifier?: string;
            /** @description Clients without cookies send back the secret /auth/twitter/login gave them */
            oauthTokenSecret?: string;
            /** @enum {string} */
            role?: "fan" | "performer";
            /** @default false */
            remember?: boolean;
        } & ((unknown | unknown) & (unknown | unknown));
        UpdateProfile: {
            /** @example Jane Doe */
            name?: string;
            /** @example jane_doe */
            username?: string;
            /**
             * Format: email
             * @example jane@example.com
             */
            email?: string;
            /** @enum {string|null} */
            gender?: "male" | "female" | "transgender" | null;
            /** @example US */
            country?: string | null;
            password?: string;
            /** @description Needed to change email or password (422 wrong_password when it is not right) */
            currentPassword?: string;
        };
        PublicUser: {
            _id: string;
            name: string;
            username: string | null;
            avatar: string;
            isPerformer: boolean;
            /** @description Has the site open now (functions/identity/presence/service.ts) */
            isOnline: boolean;
        };
        PublicSettings: {
            siteName: string;
            logo: string;
            favicon: string;
            menus: {
                title: string;
                path: string;
                /** @enum {string} */
                section: "header" | "footer";
            }[];
            maintenanceMode: boolean;
            requireEmailVerification: boolean;
            stripePublishableKey: string;
            /** @enum {string} */
            paymentGateway: "stripe";
            freeSubscriptionEnabled: boolean;
            freeSubscriptionDuration: number;
            minimumSubscriptionPrice: number;
            maximumSubscriptionPrice: number;
            minimumWalletPrice: number;
            maximumWalletPrice: number;
            minimumTipPrice: number;
            maximumTipPrice: number;
            minimumPayoutAmount: number;
            personaEnabled: boolean;
            personaIsProduction: boolean;
            personaTemplateId: string;
            gaCode: string;
            googleClientId: string;
            recaptchaEnabled: boolean;
            recaptchaSiteKey: string;
            hashPwClient: boolean;
        };
        SettingsByKeys: {
            [key: string]: unknown;
        };
        AdminSetting: {
            key: string;
            value?: unknown;
            defaultValue?: unknown;
            public: boolean;
        };
        UpdateSettings: {
            /**
             * @example {
             *       "minimumTipPrice": 5,
             *       "maximumTipPrice": 500
             *     }
             */
            values: {
                [key: string]: unknown;
            };
        };
        UpdateSetting: {
            value?: unknown;
        };
        Country: {
            name: string;
            /** @example US */
            code: string;
            capital: string;
            region: string;
            currency: {
                code: string;
                name: string;
                symbol: string;
            } | null;
            language: {
                code: string;
                name: string;
            } | null;
            /** @description Emoji flag */
            flag: string;
        };
        State: {
            name: string;
            isoCode: string;
            countryCode: string;
        };
        City: {
            name: string;
            stateCode: string;
            countryCode: string;
        };
        Language: {
            code: string;
            name: string;
            nativeName: string;
        };
        PhoneCode: {
            code: string;
            name: string;
            dialCode: string;
            flag: string;
        };
        UserAdditional: {
            heights: components["schemas"]["ProfileOption"][];
            weights: components["schemas"]["ProfileOption"][];
            ageRanges: components["schemas"]["ProfileOption"][];
            bodyTypes: components["schemas"]["ProfileOption"][];
            ethnicities: components["schemas"]["ProfileOption"][];
            sizes: components["schemas"]["ProfileOption"][];
            hairs: components["schemas"]["ProfileOption"][];
            eyes: components["schemas"]["ProfileOption"][];
            genders: components["schemas"]["ProfileOption"][];
            sexualOrientations: components["schemas"]["ProfileOption"][];
        };
        ProfileOption: {
            value: string;
            label: string;
        };
        CountryBlockCheck: {
            /** @description Whether the visitor's country is blocked site-wide */
            blocked: boolean;
            /** @description The visitor's country as the edge sees it */
            country: string | null;
        };
        SiteCountryBlock: {
            /** @example KP */
            countryCode: string;
            name: string;
            createdAt: string;
        };
        SiteCountryBlocksInput: {
            countryCodes: string[];
        };
        OwnPerformerProfile: components["schemas"]["PerformerProfile"] & {
            email: string | null;
            payoutSettings: components["schemas"]["PayoutSettings"];
        };
        PerformerStats: {
            totalFollowers: number;
            totalSubscribers: number;
            totalLikes: number;
            totalViews: number;
            totalPosts: number;
            totalPhotos: number;
            totalVideos: number;
            totalGalleries: number;
            totalProducts: number;
        };
        PayoutSettings: {
            /** @enum {string|null} */
            preferredMethod: "banking" | "paypal" | null;
            banking: {
                firstName: string | null;
                lastName: string | null;
                bankName: string | null;
                bankAccount: string | null;
                bankRouting: string | null;
                bankSwiftCode: string | null;
                address: string | null;
                city: string | null;
                state: string | null;
                country: string | null;
            } | null;
            paypal: {
                email: string;
            } | null;
            updatedAt: string | null;
        };
        PerformerProfile: {
            _id: string;
            name: string;
            username: string | null;
            /** @description URL; a placeholder image when none is set */
            avatar: string;
            cover: string | null;
            /** @description Sanitised rich text (HTML allowlist) or plain text */
            bio: string;
            gender: string | null;
            sexualOrientation: string | null;
            ageRange: string | null;
            height: string | null;
            weight: string | null;
            bodyType: string | null;
            ethnicity: string | null;
            hair: string | null;
            eyes: string | null;
            size: string | null;
            country: string | null;
            state: string | null;
            city: string | null;
            languages: string[];
            /** @description Short-lived signed URL, or null */
            welcomeVideo: string | null;
            /**
             * @description Tokens
             * @example 9.95
             */
            monthlyPrice: number;
            /**
             * @description Tokens
             * @example 99.95
             */
            yearlyPrice: number;
            isFreeSubscription: boolean;
            /** @description Days a free subscription lasts (the creator's value, else the site setting) */
            freeSubscriptionDays: number;
            isVerified: boolean;
            /** @enum {boolean} */
            isPerformer: true;
            stats: components["schemas"]["PerformerStats"];
            isFollowed: boolean;
            isSubscribed: boolean;
            isOnline: boolean;
            /**
             * @description Only for the creator themself and admins
             * @enum {string}
             */
            verificationStatus?: "unsubmitted" | "pending" | "approved" | "rejected";
            /** @description Only for the creator and admins */
            documentCount?: number;
            createdAt: string;
            updatedAt: string;
        };
        CreatorChecklist: {
            items: {
                /**
                 * @description photos (profile photo and cover), bio, prices (saved once), verification (ID approved), payout (a payout method), post (a first post fans can see)
                 * @enum {string}
                 */
                key: "photos" | "bio" | "prices" | "verification" | "payout" | "post";
                done: boolean;
                /**
                 * @description in_review: handed in and waiting for a decision (the ID documents)
                 * @enum {string}
                 */
                state: "todo" | "in_review" | "done";
                /**
                 * @description The page where the step is done
                 * @example /studio/compose
                 */
                href: string;
            }[];
            /** @description Every item is done; the studio stops showing the checklist */
            done: boolean;
        };
        CreatorCard: {
            _id: string;
            name: string;
            username: string | null;
            avatar: string;
            cover: string | null;
            /** @description Plain-text excerpt of the bio */
            bio: string;
            stats: components["schemas"]["PerformerStats"];
            isFreeSubscription: boolean;
            monthlyPrice: number;
            isVerified: boolean;
            /** @description Has the site open now (functions/identity/presence/service.ts) */
            isOnline: boolean;
        };
        UpdatePerformer: {
            /** @description The creator's id, when sent it must match */
            _id?: string;
            /** @example Jane Doe */
            name?: string;
            /** @example jane_doe */
            username?: string;
            /** @description Rich text (HTML allowlist, sanitised when saved) or plain text; at most 2,000 characters as sent, tags included */
            bio?: string;
            /** @enum {string|null} */
            height?: "under-140" | "140-142" | "143-145" | "146-148" | "149-151" | "152-154" | "155-157" | "158-160" | "161-163" | "164-166" | "167-169" | "170-172" | "173-175" | "176-178" | "179-181" | "182-184" | "185-187" | "188-190" | "over-190" | null;
            /** @enum {string|null} */
            weight?: "under-40" | "40-42" | "43-45" | "46-48" | "49-51" | "52-54" | "55-57" | "58-60" | "61-63" | "64-66" | "67-69" | "70-72" | "73-75" | "76-78" | "79-81" | "82-84" | "85-87" | "88-90" | "91-93" | "94-96" | "97-99" | "over-100" | null;
            /** @enum {string|null} */
            ageRange?: "18-19" | "20-24" | "25-29" | "30-34" | "35-39" | "40-44" | "45-50" | "over-50" | null;
            /** @enum {string|null} */
            bodyType?: "fit" | "slim" | "curvy" | "large" | "toned" | "petite" | "ripped" | "tanned" | "runner" | "swimmer" | "muscular" | "gymBody" | null;
            /** @enum {string|null} */
            ethnicity?: "asian" | "white" | "latino" | "hispanic" | "blackAfricanAmerican" | "americanIndianAlaskaNative" | "nativeHawaiianPacificIslander" | null;
            /** @enum {string|null} */
            size?: "x-large" | "large" | "medium" | "small" | null;
            /** @enum {string|null} */
            hair?: "red" | "yellow" | "blond" | "black" | "brown" | "white" | "brunet" | "blue" | "green" | "pink" | "ginger" | "multiColored" | null;
            /** @enum {string|null} */
            eyes?: "blue" | "brown" | "green" | "amber" | "gray" | "hazel" | "red" | null;
            /** @enum {string|null} */
            gender?: "male" | "female" | "transgender" | null;
            /** @enum {string|null} */
            sexualOrientation?: "straight" | "lesbian" | "gay" | "bisexual" | "transgender" | null;
            /** @example US */
            country?: string | null;
            state?: string | null;
            city?: string | null;
            languages?: string[];
            /** @description Tokens; must lie within the subscription price settings */
            monthlyPrice?: number;
            /** @description Tokens; must lie within the subscription price settings */
            yearlyPrice?: number;
            isFreeSubscription?: boolean;
            freeSubscriptionDays?: number | null;
            /**
             * @description Admins only: approve or reject the creator's verification
             * @enum {string}
             */
            verificationStatus?: "unsubmitted" | "pending" | "approved" | "rejected";
            /** @description A new password, set by the creator themself (an admin cannot: 422 on `password`); needs `currentPassword`, ends every other session and tells the account's address, as `PUT /auth/users/me/password` */
            password?: string;
            /** @description Needed with `password` (422 wrong_password when it is not right) */
            currentPassword?: string;
        };
        BankingSettings: {
            firstName: string;
            lastName: string;
            bankName: string;
            bankAccount: string;
            bankRouting?: string | null;
            bankSwiftCode?: string | null;
            address?: string | null;
            city?: string | null;
            state?: string | null;
            /** @example US */
            country?: string | null;
            /** @description The account's current password (with HASH_PW_CLIENT, its digest) */
            currentPassword: string;
        };
        PaymentGatewaySettings: {
            /**
             * @description The payout gateway; PayPal
             * @default paypal
             * @enum {string}
             */
            key?: "paypal";
            value: {
                /**
                 * Format: email
                 * @example jane@example.com
                 */
                email: string;
            };
            /** @description The account's current password (with HASH_PW_CLIENT, its digest) */
            currentPassword: string;
        };
        Gallery: {
            _id: string;
            performerId: string;
            performer: components["schemas"]["PublicUser"] | null;
            /** @description Sanitised rich text */
            description: string;
            /**
             * @description active: visible to fans
             * @enum {string}
             */
            status: "active" | "draft";
            isSale: boolean;
            /** @description Tokens */
            price: number;
            totalLike: number;
            totalComment: number;
            totalView: number;
            /** @description True when the viewer may not see the full content */
            isLocked: boolean;
            /**
             * @description Why the content is locked for this viewer
             * @enum {string|null}
             */
            lockReason: "login_required" | "subscription_required" | "purchase_required" | null;
            /** @description Only when locked: a blurred preview of the item's photo (or video poster), a `data:image/webp` URI at most 20 px wide made at upload; show it scaled up with a CSS blur. Null when unlocked or when there is none */
            preview: string | null;
            createdAt: string;
            updatedAt: string;
            title: string;
            coverPhotoId: string | null;
            cover: components["schemas"]["MediaFile"];
            numOfItems: number;
        };
        /** @description Cover image (the chosen photo, else the newest); shown to everyone who may see the creator */
        MediaFile: {
            _id: string;
            /** @description Short-lived signed /media URL; null when locked */
            url: string | null;
            mimeType: string;
            size: number;
            /** @enum {string} */
            status: "uploading" | "processing" | "ready" | "error";
            /** @description Where the URL is a photo variant (a gallery cover): both variants for <img srcset> (`<url> 320w, <url> 960w`) */
            srcset?: string | null;
        } | null;
        CreateGallery: {
            title: string;
            description?: string;
            /** @default false */
            isSale?: boolean;
            /**
             * @description Tokens; above 0 when isSale
             * @default 0
             */
            price?: number | null;
            /**
             * @description active: visible to fans
             * @default active
             * @enum {string}
             */
            status?: "active" | "draft";
        };
        UpdateGallery: {
            title?: string;
            description?: string;
            isSale?: boolean;
            price?: number | null;
            /**
             * @description active: visible to fans
             * @enum {string}
             */
            status?: "active" | "draft";
        };
        GalleryView: components["schemas"]["Gallery"] & {
            /** @description The first 100 photos; page with GET /performer-assets/photos */
            photos: components["schemas"]["Photo"][];
        };
        Photo: {
            _id: string;
            performerId: string;
            performer: components["schemas"]["PublicUser"] | null;
            /** @description Sanitised rich text */
            description: string;
            /**
             * @description active: visible to fans
             * @enum {string}
             */
            status: "active" | "draft";
            isSale: boolean;
            /** @description Tokens */
            price: number;
            totalLike: number;
            totalComment: number;
            totalView: number;
            /** @description True when the viewer may not see the full content */
            isLocked: boolean;
            /**
             * @description Why the content is locked for this viewer
             * @enum {string|null}
             */
            lockReason: "login_required" | "subscription_required" | "purchase_required" | null;
            /** @description Only when locked: a blurred preview of the item's photo (or video poster), a `data:image/webp` URI at most 20 px wide made at upload; show it scaled up with a CSS blur. Null when unlocked or when there is none */
            preview: string | null;
            createdAt: string;
            updatedAt: string;
            title: string;
            galleryId: string;
            isGalleryCover: boolean;
            photo: components["schemas"]["MediaFile"] & unknown;
            thumbnail: components["schemas"]["MediaFile"] & unknown;
        };
        UpdatePhoto: {
            galleryId?: string;
            title?: string;
            description?: string;
            /**
             * @description active: visible to fans
             * @enum {string}
             */
            status?: "active" | "draft";
        };
        Video: {
            _id: string;
            performerId: string;
            performer: components["schemas"]["PublicUser"] | null;
            /** @description Sanitised rich text */
            description: string;
            /**
             * @description active: visible to fans
             * @enum {string}
             */
            status: "active" | "draft";
            isSale: boolean;
            /** @description Tokens */
            price: number;
            totalLike: number;
            totalComment: number;
            totalView: number;
            /** @description True when the viewer may not see the full content */
            isLocked: boolean;
            /**
             * @description Why the content is locked for this viewer
             * @enum {string|null}
             */
            lockReason: "login_required" | "subscription_required" | "purchase_required" | null;
            /** @description Only when locked: a blurred preview of the item's photo (or video poster), a `data:image/webp` URI at most 20 px wide made at upload; show it scaled up with a CSS blur. Null when unlocked or when there is none */
            preview: string | null;
            createdAt: string;
            updatedAt: string;
            title: string;
            tags: string[];
            participantIds: string[];
            participants: components["schemas"]["PublicUser"][];
            isSchedule: boolean;
            scheduledAt: string | null;
            /** @description How long the video plays, in seconds (read from its file); told also when it is locked */
            duration: number | null;
            video: components["schemas"]["MediaFile"] & unknown;
            thumbnail: components["schemas"]["MediaFile"] & unknown;
            teaser: components["schemas"]["MediaFile"] & unknown;
        };
        RemoveVideoFile: {
            /** @enum {string} */
            type: "video" | "thumbnail" | "teaser";
        };
        Product: {
            _id: string;
            performerId: string;
            performer: components["schemas"]["PublicUser"] | null;
            /** @description Sanitised rich text */
            description: string;
            /**
             * @description active: visible to fans
             * @enum {string}
             */
            status: "active" | "draft";
            isSale: boolean;
            /** @description Tokens */
            price: number;
            totalLike: number;
            totalComment: number;
            totalView: number;
            /** @description True when the viewer may not see the full content */
            isLocked: boolean;
            /**
             * @description Why the content is locked for this viewer
             * @enum {string|null}
             */
            lockReason: "login_required" | "subscription_required" | "purchase_required" | null;
            /** @description Only when locked: a blurred preview of the item's photo (or video poster), a `data:image/webp` URI at most 20 px wide made at upload; show it scaled up with a CSS blur. Null when unlocked or when there is none */
            preview: string | null;
            createdAt: string;
            updatedAt: string;
            name: string;
            /** @description Same as name */
            title: string;
            /** @enum {string} */
            type: "physical" | "digital";
            /** @description Physical products; null for digital */
            stock: number | null;
            totalSold: number;
            image: components["schemas"]["MediaFile"] & unknown;
            digitalFile: components["schemas"]["MediaFile"] & unknown;
        };
        FeedUpload: {
            _id: string;
            type: string;
            status: string;
            /** @description Short-lived signed URL for the owner */
            url: string;
            /** @description A photo's signed variants for <img srcset> (`<url> 320w, <url> 960w`, made once by the Images binding); null for other files */
            srcset: string | null;
            /** @description Bytes, as stored */
            size: number;
            /** @description Seconds a video or audio file plays (read from the file; for a video checked against the browser's figure) */
            duration: number | null;
            /** @description Pixels, for photos and videos */
            width: number | null;
            height: number | null;
            /** @description True when a locked post will show a blurred preview of this file (a photo, or a video sent with its poster frame) */
            hasPreview: boolean;
        };
        Poll: {
            _id: string;
            question: string;
            options: {
                _id: string;
                text: string;
                votes: number;
            }[];
            totalVotes: number;
            expiresAt: string | null;
            isExpired: boolean;
            votedOptionId: string | null;
            createdAt: string | null;
        };
        PollInput: {
            question: string;
            options: string[];
            /**
             * @description Between 1970 and 9999
             * @example 2030-01-01T12:00:00.000Z
             */
            expiresAt?: string | number | null;
        };
        Crowdfunding: {
            _id: string;
            title: string;
            goal: number;
            raised: number;
            deadline: string | null;
            contributors: number;
            isClosed: boolean;
            createdAt: string | null;
        };
        CrowdfundingInput: {
            title?: string;
            /**
             * @description Tokens
             * @example 500
             */
            goal: number;
            /**
             * @description Between 1970 and 9999
             * @example 2030-01-01T12:00:00.000Z
             */
            deadline: string | number;
        };
        Feed: {
            _id: string;
            performerId: string;
            /** @enum {string} */
            type: "text" | "photo" | "video" | "audio" | "poll" | "crowdfunding" | "scheduled-stream";
            /** @description Sanitised HTML; for a locked item its first words as escaped plain text: at most 120 characters and at most half of the text, ending with an ellipsis */
            text: string;
            performer: {
                _id: string;
                name: string;
                username: string | null;
                avatar: string;
            };
            /** @description Only when the viewer has access */
            files: {
                _id: string;
                /** @example feed-photo */
                type: string;
                mimeType: string;
                url: string;
                thumbnails: string[];
            }[];
            /** @description How many files (photos, videos, audio) the post holds; told also when it is locked */
            mediaCount: number;
            /** @description How long the post's videos and audio play together, in seconds (read from the files); told also when it is locked; null when it holds none */
            mediaDuration: number | null;
            thumbnail: {
                url: string;
            };
            /** @description Only when locked: a blurred preview of the first photo or video poster, a `data:image/webp` URI at most 20 px wide, made at upload (show it scaled up with a CSS blur); null when unlocked or when there is none */
            preview: string | null;
            teaser: {
                url: string;
            } | null;
            isSale: boolean;
            price: number;
            isLocked: boolean;
            /**
             * @description Why the item is locked: log in, subscribe, or buy it
             * @enum {string|null}
             */
            lockReason: "login_required" | "subscription_required" | "purchase_required" | null;
            isPinned: boolean;
            /** @enum {string} */
            status: "draft" | "active" | "inactive";
            scheduleAt: string | null;
            publishedAt: string | null;
            streamScheduledAt: string | null;
            streamTitle: string | null;
            poll: components["schemas"]["Poll"] | null;
            crowdfunding: components["schemas"]["Crowdfunding"] | null;
            isLiked: boolean;
            isBookmarked: boolean;
            totalLike: number;
            totalComment: number;
            totalView: number;
            createdAt: string | null;
            updatedAt: string | null;
        };
        CreateFeed: {
            /** @enum {string} */
            type: "text" | "photo" | "video" | "audio" | "poll" | "crowdfunding" | "scheduled-stream";
            /** @description Rich text; sanitised to an allowlist */
            text?: string;
            /** @description Ordered ids of feed-photo, feed-video or feed-audio uploads (matching the type) */
            fileIds?: string[];
            /** @description Files already in your vault (GET /vault), attached without uploading again. The item's own access rule decides who sees them. */
            vaultFileIds?: string[];
            thumbnailFileId?: string | null;
            teaserFileId?: string | null;
            isSale?: boolean;
            /** @description Tokens; > 0 when isSale */
            price?: number;
            isPinned?: boolean;
            /** @enum {string} */
            status?: "draft" | "active" | "inactive";
            /**
             * @description Hidden from fans until then (future)
             * @example 2030-01-01T12:00:00.000Z
             */
            scheduleAt?: string | number | null;
            pollId?: string | null;
            poll?: components["schemas"]["PollInput"] | null;
            crowdfundingId?: string | null;
            crowdfunding?: components["schemas"]["CrowdfundingInput"] | null;
            /**
             * @description Between 1970 and 9999
             * @example 2030-01-01T12:00:00.000Z
             */
            streamScheduledAt?: string | number | null;
            streamTitle?: string | null;
        };
        UpdateFeed: {
            /** @description Rich text; sanitised to an allowlist */
            text?: string;
            /** @description Ordered ids of feed-photo, feed-video or feed-audio uploads (matching the type) */
            fileIds?: string[];
            /** @description Files already in your vault (GET /vault), attached without uploading again. The item's own access rule decides who sees them. */
            vaultFileIds?: string[];
            thumbnailFileId?: string | null;
            teaserFileId?: string | null;
            isSale?: boolean;
            /** @description Tokens; > 0 when isSale */
            price?: number;
            isPinned?: boolean;
            /** @enum {string} */
            status?: "draft" | "active" | "inactive";
            /**
             * @description Hidden from fans until then (future)
             * @example 2030-01-01T12:00:00.000Z
             */
            scheduleAt?: string | number | null;
            pollId?: string | null;
            poll?: components["schemas"]["PollInput"] | null;
            crowdfundingId?: string | null;
            crowdfunding?: components["schemas"]["CrowdfundingInput"] | null;
            /**
             * @description Between 1970 and 9999
             * @example 2030-01-01T12:00:00.000Z
             */
            streamScheduledAt?: string | number | null;
            streamTitle?: string | null;
        };
        PollVote: {
            optionId: string;
        };
        VaultFile: {
            _id: string;
            /** @enum {string} */
            type: "photo" | "video" | "audio";
            kind: string;
            mimeType: string;
            name: string | null;
            size: number;
            /** @description Seconds, for video and audio */
            duration: number | null;
            status: string;
            /** @description Short-lived signed URL for the owner */
            url: string;
            /** @description Signed image to show in a grid: the photo itself, or a video's thumbnail */
            thumbnailUrl: string | null;
            /** @description How many items (posts, messages, ...) use it */
            usedIn: number;
            uses: {
                /** @enum {string} */
                type: "post" | "message" | "photo" | "video" | "product";
                count: number;
            }[];
            folderIds: string[];
            createdAt: string;
        };
        VaultFolder: {
            _id: string;
            name: string;
            fileCount: number;
            createdAt: string;
        };
        VaultFolderInput: {
            name: string;
        };
        VaultFolderFiles: {
            folderId: string;
            fileCount: number;
        };
        VaultFileIds: {
            fileIds: string[];
        };
        VaultFilesDeleted: {
            /** @description The files deleted, with their folder places */
            deleted: string[];
            /** @description The files kept because a post, message, gallery, video or product uses them */
            inUse: string[];
        };
        FollowState: {
            performerId: string;
            isFollowed: boolean;
            totalFollowers: number;
        };
        Follower: {
            _id: string;
            user: components["schemas"]["PublicUser"];
            followedAt: string;
        };
        FollowedPerformer: {
            _id: string;
            performer: components["schemas"]["CreatorCard"];
            followedAt: string;
        };
        ReactionState: {
            objectId: string;
            /** @enum {string} */
            objectType: "feed" | "video" | "gallery" | "product" | "performer" | "comment";
            /** @enum {string} */
            action: "like" | "bookmark";
            /** @description Whether the viewer now has this reaction */
            reacted: boolean;
            /** @description How many users have this reaction on the object */
            total: number;
        };
        ReactionInput: {
            objectId: string;
            /** @enum {string} */
            objectType: "feed" | "video" | "gallery" | "product" | "performer" | "comment";
            /** @enum {string} */
            action: "like" | "bookmark";
        };
        Bookmark: {
            /** @description The bookmark's id */
            _id: string;
            objectId: string;
            /** @enum {string} */
            objectType: "feed" | "video" | "gallery" | "product" | "performer" | "comment";
            title: string;
            /** @description Escaped plain-text preview; of an item locked to the caller, its locked preview (at most half of its text) */
            description: string;
            thumbnail: string | null;
            performer: components["schemas"]["CreatorCard"];
            bookmarkedAt: string;
        };
        Comment: {
            _id: string;
            objectId: string;
            /** @enum {string} */
            objectType: "feed" | "video" | "gallery" | "product";
            content: string;
            createdBy: string;
            creator: components["schemas"]["PublicUser"] | null;
            isAuthor: boolean;
            isContentOwner: boolean;
            canDelete: boolean;
            isLiked: boolean;
            totalLike: number;
            createdAt: string;
            updatedAt: string;
        };
        CreateComment: {
            objectId: string;
            /** @enum {string} */
            objectType: "feed" | "video" | "gallery" | "product";
            /** @description Rich text; sanitised to the allowlist */
            content: string;
        };
        UpdateComment: {
            /** @description Rich text; sanitised to the allowlist */
            content: string;
        };
        BlockedUser: {
            /** @description The blocked user's id */
            _id: string;
            user: components["schemas"]["PublicUser"];
            reason: string | null;
            createdAt: string;
        };
        BlockUserInput: {
            /** @description The user to block */
            targetId: string;
            reason?: string;
        };
        PerformerCountryBlocks: {
            countryCodes: string[];
            countries: {
                code: string;
                name: string;
            }[];
        };
        PerformerCountryBlocksInput: {
            /**
             * @description The full list of blocked countries (replaces the current one; [] lifts every block)
             * @example [
             *       "US",
             *       "FR"
             *     ]
             */
            countryCodes: string[];
        };
        Report: {
            _id: string;
            /** @enum {string} */
            target: "performer" | "feed" | "video" | "gallery" | "product" | "comment";
            targetId: string;
            performerId: string | null;
            title: string;
            description: string;
            /** @enum {string} */
            status: "open" | "resolved" | "dismissed";
            createdAt: string;
            updatedAt: string;
        };
        CreateReport: {
            /** @enum {string} */
            target: "performer" | "feed" | "video" | "gallery" | "product" | "comment";
            targetId: string;
            title?: string;
            description: string;
        };
        AdminReport: components["schemas"]["Report"] & {
            reporter: components["schemas"]["PublicUser"] | null;
            performer: components["schemas"]["PublicUser"] | null;
            resolvedBy: string | null;
            handledBy: components["schemas"]["PublicUser"] | null;
            /** @enum {string|null} */
            resolution: "remove_item" | "dismiss" | "block_user" | null;
            resolutionNote: string | null;
            removing: boolean;
        };
        UpdateReport: {
            /** @enum {string} */
            status: "open" | "resolved" | "dismissed";
        };
        SearchKeyword: {
            _id: string;
            keyword: string;
            count: number;
            createdAt: string;
            updatedAt: string;
        };
        RecordSearchKeyword: {
            keyword: string;
        };
        PerformerStatistics: {
            period: {
                /** @example 2026-01-01 */
                from: string;
                /** @example 2026-01-30 */
                to: string;
                days: number;
            };
            /** @description The same number of days just before `period` */
            previousPeriod: {
                /** @example 2026-01-01 */
                from: string;
                /** @example 2026-01-30 */
                to: string;
                days: number;
            };
            /** @description The keys of byType, in order */
            kinds: ("tip" | "feed" | "video" | "gallery" | "product" | "message" | "stream" | "crowdfunding" | "subscription")[];
            /** @description One entry per day of the period, oldest first (days without activity are zeros) */
            series: {
                /** @example 2026-01-31 */
                date: string;
                gross: number;
                net: number;
                /** @description Net tokens earned that day by the kind of sale, as the earnings record it */
                byType: {
                    tip: number;
                    feed: number;
                    video: number;
                    gallery: number;
                    product: number;
                    message: number;
                    stream: number;
                    crowdfunding: number;
                    subscription: number;
                };
                /** @description Subscriptions started that day */
                subscribersGained: number;
                /** @description Subscriptions cancelled that day (or, ended without a cancel, that expired that day) */
                subscribersLost: number;
                /** @description Follows that day (still following) */
                followersGained: number;
            }[];
            /** @description The 10 fans who spent most in the period, most first */
            topFans: {
                userId: string;
                user: components["schemas"]["PublicUser"] | null;
                /** @description Tokens this fan spent with the creator in the period */
                gross: number;
                net: number;
                sales: number;
            }[];
            totals: {
                current: {
                    /** @description Tokens fans paid (refunded sales left out) */
                    gross: number;
                    /** @description Tokens the creator earned after commission */
                    net: number;
                    /** @description Earnings (one per sale) */
                    sales: number;
                    /** @description Net tokens earned that day by the kind of sale, as the earnings record it */
                    byType: {
                        tip: number;
                        feed: number;
                        video: number;
                        gallery: number;
                        product: number;
                        message: number;
                        stream: number;
                        crowdfunding: number;
                        subscription: number;
                    };
                    subscribersGained: number;
                    subscribersLost: number;
                    followersGained: number;
                };
                previous: {
                    /** @description Tokens fans paid (refunded sales left out) */
                    gross: number;
                    /** @description Tokens the creator earned after commission */
                    net: number;
                    /** @description Earnings (one per sale) */
                    sales: number;
                    /** @description Net tokens earned that day by the kind of sale, as the earnings record it */
                    byType: {
                        tip: number;
                        feed: number;
                        video: number;
                        gallery: number;
                        product: number;
                        message: number;
                        stream: number;
                        crowdfunding: number;
                        subscription: number;
                    };
                    subscribersGained: number;
                    subscribersLost: number;
                    followersGained: number;
                };
            };
        };
        Post: {
            _id: string;
            slug: string;
            title: string;
            /** @description Sanitised rich text (HTML allowlist) */
            content: string;
            shortDescription: string;
            /** @enum {string} */
            type: "page" | "post";
            /** @enum {string} */
            status: "active" | "inactive";
            createdAt: string;
            updatedAt: string;
        };
        CreatePost: {
            title: string;
            /** @description Defaults to one made from the title */
            slug?: string;
            /**
             * @description Rich text; sanitised
             * @default
             */
            content?: string;
            /** @default  */
            shortDescription?: string;
            /**
             * @default page
             * @enum {string}
             */
            type?: "page" | "post";
            /**
             * @default active
             * @enum {string}
             */
            status?: "active" | "inactive";
        };
        UpdatePost: {
            title?: string;
            slug?: string;
            content?: string;
            shortDescription?: string;
            /** @enum {string} */
            type?: "page" | "post";
            /** @enum {string} */
            status?: "active" | "inactive";
        };
        SitePromo: {
            _id: string;
            title: string;
            imageUrl: string;
            link: string | null;
            position: string;
            /** @enum {string} */
            status: "active" | "inactive";
            order: number;
            createdAt: string;
            updatedAt: string;
        };
        CreateSitePromo: {
            title: string;
            imageUrl: string;
            link?: string | null;
            /** @default top */
            position?: string;
            /**
             * @default active
             * @enum {string}
             */
            status?: "active" | "inactive";
            /** @default 0 */
            order?: number;
        };
        UpdateSitePromo: {
            title?: string;
            imageUrl?: string;
            link?: string | null;
            position?: string;
            /** @enum {string} */
            status?: "active" | "inactive";
            order?: number;
        };
        PersonaState: components["schemas"]["VerificationState"] & {
            personaEnabled: boolean;
            /** @enum {string} */
            environment: "sandbox" | "production";
        };
        VerificationState: {
            performerId: string;
            /** @enum {string} */
            verificationStatus: "unsubmitted" | "pending" | "approved" | "rejected";
            documentCount: number;
            lastDecision: {
                /** @enum {string} */
                decision: "approved" | "rejected";
                /** @enum {string} */
                method: "documents" | "persona";
                reason: string;
                decidedAt: string;
            } | null;
            persona: {
                inquiryId: string;
                /** @enum {string} */
                status: "created" | "pending" | "completed" | "approved" | "declined" | "failed" | "expired" | "needs_review";
                updatedAt: string;
            } | null;
        };
        PersonaInquiry: {
            inquiryId: string;
            /** @enum {string} */
            status: "created" | "pending" | "completed" | "approved" | "declined" | "failed" | "expired" | "needs_review";
            sessionToken: string | null;
            /** @description Persona's hosted flow; null while Persona reviews */
            url: string | null;
            /** @enum {string} */
            environment: "sandbox" | "production";
        };
        StartPersonaInquiry: {
            /** @example /creator/account */
            returnTo?: string;
        };
        GuidedVerification: {
            /**
             * @description unsubmitted, pending (in review), approved, or rejected (see lastDecision.reason)
             * @enum {string}
             */
            verificationStatus: "unsubmitted" | "pending" | "approved" | "rejected";
            steps: {
                /** @enum {string} */
                step: "front" | "back" | "selfie";
                done: boolean;
                document: {
                    fileId: string;
                    /** @description A short-lived signed URL, served to the creator and admins only */
                    url: string;
                    mimeType: string;
                    uploadedAt: string;
                } | null;
            }[];
            /** @description All three steps are uploaded and nothing is in review */
            canSubmit: boolean;
            lastDecision: {
                /** @enum {string} */
                decision: "approved" | "rejected";
                /** @enum {string} */
                method: "documents" | "persona";
                reason: string;
                decidedAt: string;
            } | null;
            /** @description The documents sent with the sign-up form, in the order sent (the photo ID, then the selfie holding it); empty when none were */
            signUpDocuments: {
                fileId: string;
                /** @description A short-lived signed URL, served to the creator and admins only */
                url: string;
                mimeType: string;
                uploadedAt: string;
            }[];
        };
        NotificationList: {
            data: components["schemas"]["Notification"][];
            total: number;
            /** @description All of the viewer's unread notifications */
            unread: number;
        };
        Notification: {
            _id: string;
            /** @enum {string} */
            type: "like" | "comment" | "purchase" | "subscription_new" | "subscription_renewed" | "subscription_cancelled" | "tip" | "follow" | "message_unlocked" | "payout_approved" | "payout_rejected" | "payout_paid" | "verification_approved" | "verification_rejected" | "creator_post" | "creator_live" | "content_removed";
            /** @description Who did it; null for the site's own decisions */
            actor: components["schemas"]["PublicUser"] | null;
            /** @description What it is about */
            object: {
                /** @enum {string} */
                type: "feed" | "video" | "gallery" | "product" | "comment" | "performer" | "conversation" | "stream" | "payout" | "verification" | "subscription";
                id: string;
            } | null;
            /** @description The web app's page of the object */
            link: string | null;
            /** @description The sentence after the actor's name, plain text */
            text: string;
            createdAt: string;
            readAt: string | null;
        };
        NotificationsReadAll: {
            updated: number;
            unread: number;
        };
        NotificationRead: components["schemas"]["Notification"] & {
            unread: number;
        };
        NotificationSetting: {
            /** @enum {string} */
            setting: "likes" | "comments" | "purchases" | "subscribers" | "tips" | "followers" | "messages" | "payouts" | "verification" | "creator_posts" | "creator_live" | "removals";
            label: string;
            inApp: boolean;
            /** @description null: no email switch (the site sends none, or always sends one: emailAlways) */
            email: boolean | null;
            /** @description The site emails this kind to every account, with no switch (ID verification decisions) */
            emailAlways: boolean;
        };
        NotificationSettingsChange: {
            settings: {
                /** @enum {string} */
                setting: "likes" | "comments" | "purchases" | "subscribers" | "tips" | "followers" | "messages" | "payouts" | "verification" | "creator_posts" | "creator_live" | "removals";
                inApp?: boolean;
                email?: boolean;
            }[];
        };
        AdminDashboard: {
            days: number;
            totals: {
                fans: number;
                creators: number;
                verifiedCreators: number;
                admins: number;
                suspended: number;
                activeSubscriptions: number;
                pendingVerifications: number;
                openReports: number;
                unreadContactMessages: number;
            };
            /** @description Tokens, from the ledger: revenue (fans' payments less refunds) and commission over the period, payout requests waiting now */
            money: {
                revenue: number;
                commission: number;
                pendingPayouts: {
                    count: number;
                    amount: number;
                };
                revenueSeries: {
                    date: string;
                    value: number;
                }[];
            };
            series: {
                newFans: {
                    date: string;
                    value: number;
                }[];
                newCreators: {
                    date: string;
                    value: number;
                }[];
                newSubscriptions: {
                    date: string;
                    value: number;
                }[];
                reports: {
                    date: string;
                    value: number;
                }[];
            };
        };
        AdminUserRow: {
            _id: string;
            name: string;
            username: string | null;
            email: string | null;
            emailVerified: boolean;
            /** @enum {string} */
            role: "fan" | "performer" | "admin";
            /** @enum {string} */
            status: "active" | "inactive";
            avatar: string;
            balance: number;
            /** @enum {string|null} */
            verificationStatus: "unsubmitted" | "pending" | "approved" | "rejected" | null;
            createdAt: string;
            updatedAt: string;
        };
        AdminUser: components["schemas"]["AdminUserRow"] & {
            gender: string | null;
            country: string | null;
            socialLogins: string[];
            performer: {
                /** @description Override as a fraction; null uses the site setting */
                commission: number | null;
                siteCommission: number;
                monthlyPrice: number;
                yearlyPrice: number;
                isFreeSubscription: boolean;
                stats: {
                    [key: string]: number;
                };
                documents: {
                    /**
                     * @description The guided ID check's step (front, back, selfie); null for documents sent otherwise
                     * @enum {string|null}
                     */
                    step: "front" | "back" | "selfie" | null;
                    fileId: string;
                    url: string;
                    mimeType: string;
                    uploadedAt: string;
                }[];
                lastDecision: {
                    decision: string;
                    method: string;
                    reason: string;
                    decidedAt: string;
                } | null;
                persona: {
                    inquiryId: string;
                    status: string;
                    updatedAt: string;
                } | null;
            } | null;
        };
        AdminUpdateUser: {
            /** @example Jane Doe */
            name?: string;
            /** @example jane_doe */
            username?: string;
            /**
             * Format: email
             * @example jane@example.com
             */
            email?: string;
            emailVerified?: boolean;
            /** @enum {string} */
            role?: "fan" | "performer" | "admin";
        };
        SuspendUser: {
            reason: string;
        };
        CreatorCommission: {
            commission: number | null;
        };
        ReviewVerification: {
            /** @enum {string} */
            decision: "approved" | "rejected";
            reason?: string;
        };
        ResolvedReport: {
            _id: string;
            /** @enum {string} */
            status: "open" | "resolved" | "dismissed";
            /** @enum {string} */
            target: "performer" | "feed" | "video" | "gallery" | "product" | "comment";
            targetId: string;
            /** @enum {string} */
            action: "remove_item" | "dismiss" | "block_user";
            /** @description Payments refunded because the item was removed: everyone who bought it (or gave to its post's goal) gets their tokens back. 0 for other actions and for products (their orders are refunded from Orders) */
            refunded: number;
            /** @description remove_item on an item with more than 25 payments: it is off its page now, and its buyers are refunded on the queue before it is deleted; the report stays open (removing on the report) until then, and its owner is told when it is done. false otherwise */
            removing: boolean;
        };
        ResolveReport: {
            /** @enum {string} */
            action: "remove_item" | "dismiss" | "block_user";
            note?: string;
        };
        AdminAction: {
            _id: string;
            adminId: string;
            adminName: string;
            action: string;
            targetType: string;
            targetId: string;
            people: {
                _id: string;
                username: string | null;
                name: string | null;
            }[];
            details: {
                [key: string]: unknown;
            };
            createdAt: string;
        };
        CaptchaCheck: {
            token: string;
        };
        ContactMessage: {
            _id: string;
            name: string;
            email: string;
            subject: string;
            message: string;
            userId: string | null;
            /** @enum {string} */
            status: "new" | "read";
            createdAt: string;
        };
        ContactMessageInput: {
            /** @example Jane Doe */
            name: string;
            /**
             * Format: email
             * @example jane@example.com
             */
            email: string;
            subject?: string;
            message: string;
            /** @description The reCAPTCHA token, when captchas are on */
            captchaToken?: string;
        };
        ContactMessageStatus: {
            /** @enum {string} */
            status: "new" | "read";
        };
        Conversation: {
            _id: string;
            /** @enum {string} */
            type: "private" | "stream";
            name: string;
            performerId: string | null;
            streamId: string | null;
            /** @description Private: the other participant */
            recipient: components["schemas"]["PublicUser"] | null;
            /** @description The newest message as one line, as the viewer may see it: its text, 'Photo', 'Video', 'Locked message' (a pay-per-view message not bought), 'Tip of 10 tokens: <note>' */
            lastMessage: string;
            /** @description The same message's parts, for a client that words it itself (null: no messages); lastMessage is them as one line, amounts in words */
            lastMessagePreview: {
                /** @enum {string} */
                type: "text" | "photo" | "video" | "tip";
                /** @description One line of the message's text (HTML-escaped); empty when it has none or is locked */
                text: string;
                /** @description Tokens: a tip's amount or a pay-per-view message's price; 0 otherwise */
                price: number;
                /** @description A pay-per-view message the viewer has not bought */
                locked: boolean;
            } | null;
            lastSenderId: string | null;
            lastMessageCreatedAt: string | null;
            totalNotSeenMessages: number;
            /** @description Read receipts: when the other participant last read the conversation (ISO); the viewer's messages created at or before it were seen. Null: not read yet */
            seenAt: string | null;
            /** @description The creator in it blocked the other participant: nobody can write */
            isBlocked: boolean;
            createdAt: string;
            updatedAt: string;
        };
        CreateConversation: {
            /**
             * @description What the other person is: a creator (performer) or another user
             * @enum {string}
             */
            source: "user" | "performer";
            /** @description The other person's id */
            sourceId: string;
        };
        UpdateConversation: {
            /** @description Empty: no title */
            name: string;
        };
        UnreadCount: {
            total: number;
        };
        MessagePage: {
            data: components["schemas"]["Message"][];
            total: number;
            /** @description When the other participant last read the conversation (ISO): the viewer's messages created at or before it were seen. Null: not read yet */
            seenAt: string | null;
        };
        Message: {
            _id: string;
            conversationId: string;
            senderId: string;
            sender: components["schemas"]["PublicUser"] | null;
            /** @enum {string} */
            type: "text" | "photo" | "video" | "tip";
            /** @description HTML-escaped plain text; null while locked */
            text: string | null;
            isDeleted: boolean;
            isSale: boolean;
            /** @description Tokens: the pay-per-view price, or a tip's amount */
            price: number;
            isBought: boolean;
            locked: boolean;
            file: {
                /** @description Null while locked: a locked file is not named */
                _id: string | null;
                /** @enum {string} */
                kind: "photo" | "video";
                /** @description Null while locked */
                url: string | null;
                mimeType: string;
                /** @description A video's length in seconds, locked or not; null when unknown */
                duration: number | null;
                /** @description While locked: the photo's (or the video poster's) blurred preview, a data: WebP at most 20 px wide, naming no file; null when unlocked or none was made */
                preview: string | null;
            } | null;
            createdAt: string;
            updatedAt: string;
        };
        SendMessage: {
            /** @description Plain text; tags are removed and the rest stored HTML-escaped */
            text: string;
            /** @description Creators only: a pay-per-view price in tokens (0 or left out: free) */
            price?: number | null;
            /** @description Creators only: a photo or video from your vault (GET /vault) to send without uploading again; locked with the message while it is unpaid */
            vaultFileIds?: string[];
        };
        MessagesRemoved: {
            conversationId: string;
            removed: number;
        };
        MessageDeleted: {
            _id: string;
            removed: boolean;
            text: string;
        };
        FanPanel: {
            fan: components["schemas"]["PublicUser"];
            subscription: components["schemas"]["FanSubscription"];
            /** @description Tokens the fan spent with this creator, all time (subscriptions, tips, sales; refunds not counted) */
            totalSpent: number;
            /** @description The creator's fan lists the fan is in, built-in first */
            lists: {
                /** @description A built-in list's id is its name (subscribers, ...) */
                _id: string;
                name: string;
                /** @enum {string} */
                kind: "builtin" | "custom";
            }[];
            note: components["schemas"]["FanNote"];
        };
        FanSubscription: {
            /**
             * @description active: subscribed now; expired: subscribed before, not now; none: never subscribed
             * @enum {string}
             */
            status: "active" | "expired" | "none";
            /** @description When the subscription started */
            since: string | null;
            /** @description Active: when it renews or ends; expired: when it ended */
            expiresAt: string | null;
            /** @description Active but will not renew */
            cancelled: boolean;
        };
        FanNote: {
            /** @description Plain text (not escaped: render it as text); empty: no note */
            text: string;
            /** @description When it was last saved; null: never */
            updatedAt: string | null;
        };
        FanNoteBody: {
            /** @description Plain text only the creator sees; empty removes the note */
            note: string;
        };
        FanList: {
            /** @description A built-in list's id is its name (subscribers, expired, ...) */
            _id: string;
            name: string;
            /** @enum {string} */
            kind: "builtin" | "custom";
            description: string;
            memberCount: number;
            createdAt: string | null;
            updatedAt: string | null;
        };
        FanListInput: {
            name: string;
        };
        FanListMember: {
            /** @description The fan's user id */
            _id: string;
            user: components["schemas"]["PublicUser"];
            /** @description When they joined the list (or became a follower, subscriber...) */
            since: string | null;
        };
        FanListMembersResult: {
            listId: string;
            added: number;
            memberCount: number;
        };
        FanListMembersInput: {
            userIds: string[];
        };
        MassMessageSent: {
            _id: string;
            /** @description Fans it is being delivered to */
            recipients: number;
        };
        MassMessageInput: components["schemas"]["MassAudience"] & {
            /**
             * @description Plain text; tags are removed and the rest stored HTML-escaped
             * @default
             */
            text?: string;
            /** @description A photo or video from your vault (GET /vault), locked with the message while unpaid */
            vaultFileIds?: string[];
            /** @description Pay-per-view price in tokens (0 or left out: free); fans unlock their copy through POST /wallet/charges/message/{id} */
            price?: number | null;
        };
        MassAudience: {
            /** @description Fan lists (GET /lists): built-in ids or your custom lists' ids */
            listIds?: string[];
            /** @description Built-in audiences, added to the lists */
            audience?: ("subscribers" | "followers" | "expired")[];
            /** @description Fans in any of these lists get nothing */
            excludeListIds?: string[];
        };
        MassRecipientCount: {
            recipients: number;
        };
        MassMessage: {
            _id: string;
            text: string;
            /** @description Tokens; 0: free */
            price: number;
            file: {
                _id: string;
                /** @enum {string} */
                kind: "photo" | "video";
                url: string | null;
            } | null;
            audience: components["schemas"]["MassAudience"];
            /**
             * @description unsent: taken back from fans who had not bought it
             * @enum {string}
             */
            status: "active" | "unsent";
            recipients: number;
            /** @description Fans who have it in their conversation now */
            delivered: number;
            /** @description Fans who opened the conversation since it arrived */
            viewed: number;
            purchases: number;
            /** @description Tokens paid for it */
            revenue: number;
            createdAt: string;
            unsentAt: string | null;
        };
        Stream: {
            _id: string;
            performerId: string;
            performer: components["schemas"]["CreatorCard"] | null;
            /** @enum {string} */
            type: "public" | "private";
            /** @enum {string} */
            status: "live" | "ended";
            title: string;
            /** @description Tokens per session; 0 = free */
            price: number;
            isFree: boolean;
            conversationId: string | null;
            duration: number;
            startedAt: string;
            endedAt: string | null;
            createdAt: string;
            updatedAt: string;
        };
        GoLive: {
            /** @example Friday night Q&A */
            title: string;
            /**
             * @description Flat price per session in tokens; 0 = free
             * @default 0
             */
            price?: number | null;
        };
        UpdateStream: {
            /** @description A stream id */
            streamId: string;
            /** @example Friday night Q&A */
            title?: string;
            /** @description Flat price per session in tokens; 0 = free */
            price?: number | null;
        };
        SetStreamDuration: {
            /** @description A stream id */
            streamId: string;
            /** @description Seconds live so far */
            duration: number | null;
        };
        StreamJoin: {
            stream: components["schemas"]["Stream"];
            isOwner: boolean;
            /** @description A paid session the viewer bought */
            isBought: boolean;
            /** @description Free, bought, or the viewer's own stream */
            canWatch: boolean;
            viewerCount: number;
        };
        AgoraToken: {
            appId: string;
            channel: string;
            /** @description The user account the token is for (the user id) */
            account: string;
            /** @enum {string} */
            role: "publisher" | "subscriber";
            token: string;
            expiresAt: string;
        };
        AgoraTokenRequest: {
            /** @description A stream id */
            streamId: string;
        };
        SendStreamMessage: {
            /** @description Plain text; tags are removed and the rest stored HTML-escaped */
            text: string;
        };
        PrivateStreamRequestItem: {
            conversationId: string;
            performerId: string;
            user: components["schemas"]["PublicUser"];
            createdAt: string;
        };
        PrivateStreamRequest: {
            conversationId: string;
        };
        AcceptPrivateStreamRequest: {
            /**
             * @description Flat price per session in tokens; 0 = free
             * @default 0
             */
            price?: number | null;
        };
        Address: {
            _id: string;
            name: string;
            phone: string;
            country: string;
            state: string;
            city: string;
            streetAddress: string;
            zipCode: string;
            description: string;
            isDefault: boolean;
            createdAt: string;
            updatedAt: string;
        };
        AddressInput: {
            name: string;
            /** @default  */
            phone?: string;
            /** @example US */
            country: string;
            /** @default  */
            state?: string;
            city: string;
            streetAddress: string;
            /** @default  */
            zipCode?: string;
            /**
             * @description Delivery notes
             * @default
             */
            description?: string;
            /** @default false */
            isDefault?: boolean;
        };
        AddressUpdate: {
            name?: string;
            phone?: string;
            /** @example US */
            country?: string;
            state?: string;
            city?: string;
            streetAddress?: string;
            zipCode?: string;
            /** @description Delivery notes */
            description?: string;
            isDefault?: boolean;
        };
        WalletCharge: {
            _id: string;
            /** @enum {string} */
            type: "tip" | "feed" | "video" | "gallery" | "product" | "message" | "stream" | "crowdfunding" | "subscription";
            /** @description The item, the creator (tip, subscription) or the goal */
            targetId: string;
            /** @description Who paid */
            userId: string;
            user: components["schemas"]["PublicUser"] | null;
            performerId: string;
            performer: components["schemas"]["PublicUser"] | null;
            /** @description Tokens paid */
            amount: number;
            quantity: number;
            message: string | null;
            description: string;
            /** @enum {string} */
            status: "paid" | "refunded";
            /**
             * @description card: a card subscription payment
             * @enum {string}
             */
            paidWith: "wallet" | "card";
            /** @description Products: the order it created */
            orderId: string | null;
            /** @description A cart's part: the checkout whose one payment it belongs to (the wallet shows one line) */
            checkoutId: string | null;
            refundedAt: string | null;
            createdAt: string;
            updatedAt: string;
        };
        TipCharge: {
            /**
             * @description Tokens (1 token = 1 USD), at most two decimals
             * @example 25
             */
            amount: number;
            message?: string;
            /**
             * @description Tokens the payer saw and agrees to pay: the `amount` sent (the payer chooses it, so it cannot change under them; a value other than `amount` is refused the same way). When the price now differs, the call answers 409 `price_changed` with the price now in `details.price` and nothing is charged; left out, the price now is charged. The web app always sends it.
             * @example 4.99
             */
            expectedPrice?: number;
        };
        ItemCharge: {
            /**
             * @description Tokens the payer saw and agrees to pay: the item's price (the post's, video's, gallery's, message's or live session's). When the price now differs, the call answers 409 `price_changed` with the price now in `details.price` and nothing is charged; left out, the price now is charged. The web app always sends it.
             * @example 4.99
             */
            expectedPrice?: number;
        };
        ProductCharge: {
            /** @description Physical products (default 1); a digital one is always 1 */
            quantity?: number;
            /** @description Physical products: one of the fan's addresses (POST /addresses/create) */
            deliveryAddressId?: string;
            /**
             * @description Tokens the payer saw and agrees to pay: the total, the product's price × quantity. When the price now differs, the call answers 409 `price_changed` with the price now in `details.price` and nothing is charged; left out, the price now is charged. The web app always sends it.
             * @example 4.99
             */
            expectedPrice?: number;
        };
        CrowdfundingCharge: {
            /**
             * @description Tokens (1 token = 1 USD), at most two decimals
             * @example 25
             */
            amount: number;
            message?: string;
            /**
             * @description Tokens the payer saw and agrees to pay: the `amount` sent (the payer chooses it, so it cannot change under them; a value other than `amount` is refused the same way). When the price now differs, the call answers 409 `price_changed` with the price now in `details.price` and nothing is charged; left out, the price now is charged. The web app always sends it.
             * @example 4.99
             */
            expectedPrice?: number;
        };
        WalletAdjustmentResult: {
            /** @description The ledger movement */
            _id: string;
            userId: string;
            amount: number;
            reason: string;
            /** @description The wallet's balance now */
            balance: number;
            actorId: string;
            createdAt: string;
        };
        WalletAdjustment: {
            /**
             * @description Tokens: positive credits the wallet, negative debits it
             * @example 50
             */
            amount: number;
            reason: string;
        };
        RefundInput: {
            reason: string;
        };
        PaymentTransaction: {
            _id: string;
            /**
             * @description top_up, or a card subscription's payment
             * @enum {string}
             */
            type: "top_up" | "subscription";
            /** @enum {string} */
            provider: "stripe";
            /** @enum {string} */
            status: "created" | "processing" | "success" | "fail" | "canceled" | "refunded" | "require_authentication";
            /** @description What the card is (or was) charged */
            amount: number;
            /** @description Tokens credited when it succeeds */
            tokens: number;
            discount: number;
            couponCode: string | null;
            packageId: string | null;
            performerId: string | null;
            subscriptionId: string | null;
            /** @description While created or require_authentication: where to send the payer (Checkout, 3-D Secure) */
            redirectUrl: string | null;
            failureReason: string | null;
            refundedAmount: number;
            createdAt: string;
            updatedAt: string;
        };
        TopUpInput: {
            /**
             * @description Tokens to buy (within minimumWalletPrice..maximumWalletPrice); or packageId
             * @example 25
             */
            amount?: number;
            /** @description A token package (GET /package/token/search) instead of an amount */
            packageId?: string;
            couponCode?: string;
            /** @description Pay now with a saved card (GET /payment-cards) instead of the hosted Checkout */
            cardId?: string;
            /**
             * @description Where the payer comes back to (default /wallet); ?payment=success|cancelled&transactionId=… is added
             * @example /wallet
             */
            returnPath?: string;
        };
        CouponQuote: {
            code: string;
            /** @enum {string} */
            type: "percentage" | "fixed";
            /** @description percentage: percent off; fixed: tokens off */
            value: number;
            expiresAt: string | null;
            /** @description Tokens credited (when an amount or package was given) */
            tokens: number | null;
            discount: number | null;
            amountToPay: number | null;
        };
        ApplyCouponInput: {
            /**
             * @description Tokens (1 token = 1 USD), at most two decimals
             * @example 25
             */
            amount?: number;
            packageId?: string;
        };
        TokenPackage: {
            _id: string;
            name: string;
            description: string;
            price: number;
            tokens: number;
            ordering: number;
            isActive: boolean;
            createdAt: string;
            updatedAt: string;
        };
        PaymentCard: {
            _id: string;
            brand: string;
            last4: string;
            expMonth: number;
            expYear: number;
        };
        AddCardResult: {
            /** @description The saved card (cardId given) */
            card: components["schemas"]["PaymentCard"] | null;
            /** @description The hosted page that saves a card (no cardId) */
            redirectUrl: string | null;
        };
        AddCardInput: {
            /** @description A payment method made by Stripe.js (pm_…); without it a hosted page saves the card */
            cardId?: string;
            /**
             * @description Where the payer comes back to (default /wallet); ?payment=success|cancelled&transactionId=… is added
             * @example /wallet
             */
            returnPath?: string;
        };
        StripeConnectAccount: {
            accountId: string | null;
            chargesEnabled: boolean;
            payoutsEnabled: boolean;
            detailsSubmitted: boolean;
            /** @description Where to finish Stripe Connect onboarding */
            onboardingUrl: string | null;
        };
        ConnectInput: {
            /**
             * @description Where the payer comes back to (default /wallet); ?payment=success|cancelled&transactionId=… is added
             * @example /wallet
             */
            returnPath?: string;
        };
        TokenPackageInput: {
            name: string;
            /** @default  */
            description?: string;
            /**
             * @description What the card is charged
             * @example 25
             */
            price: number;
            /**
             * @description Tokens credited
             * @example 25
             */
            tokens: number;
            /** @default 0 */
            ordering?: number;
            /** @default true */
            active?: boolean;
        };
        TokenPackageUpdate: {
            name?: string;
            description?: string;
            /**
             * @description Tokens (1 token = 1 USD), at most two decimals
             * @example 25
             */
            price?: number;
            /**
             * @description Tokens (1 token = 1 USD), at most two decimals
             * @example 25
             */
            tokens?: number;
            ordering?: number;
            active?: boolean;
        };
        Coupon: {
            _id: string;
            code: string;
            /** @enum {string} */
            type: "percentage" | "fixed";
            value: number;
            expiresAt: string | null;
            maxUses: number | null;
            /** @description Uses taken: paid, and held by payments still open (given back if not paid) */
            usedCount: number;
            active: boolean;
            createdAt: string;
            updatedAt: string;
        };
        CouponInput: {
            code: string;
            /** @enum {string} */
            type: "percentage" | "fixed";
            /** @description percentage: 1-100 percent; fixed: tokens off */
            value: number;
            /**
             * @description Between 1970 and 9999
             * @example 2030-01-01T12:00:00.000Z
             */
            expiresAt?: string | number | null;
            maxUses?: number | null;
            active?: boolean;
        };
        CouponUpdate: {
            code?: string;
            /** @enum {string} */
            type?: "percentage" | "fixed";
            /** @description percentage: 1-100 percent; fixed: tokens off */
            value?: number;
            /**
             * @description Between 1970 and 9999
             * @example 2030-01-01T12:00:00.000Z
             */
            expiresAt?: string | number | null;
            maxUses?: number | null;
            active?: boolean;
        };
        SubscribeResult: {
            subscription: components["schemas"]["Subscription"];
            /** @description wallet: the charge that paid the first period */
            charge: components["schemas"]["WalletCharge"] | null;
            /** @description stripe: the card payment being made */
            transactionId: string | null;
            /** @description stripe: send the fan to Checkout */
            redirectUrl: string | null;
        };
        Subscription: {
            _id: string;
            userId: string;
            performerId: string;
            user: components["schemas"]["PublicUser"] | null;
            performer: components["schemas"]["PublicUser"] | null;
            /** @enum {string} */
            type: "monthly" | "yearly" | "free" | "trial" | "bundle";
            /** @enum {string} */
            status: "created" | "active" | "deactivated";
            /** @enum {string|null} */
            paymentGateway: "stripe" | "wallet" | null;
            /** @description Gives access now (active and not expired) */
            isActive: boolean;
            /** @description Active and not cancelled: renews at expiry */
            willRenew: boolean;
            /** @description Tokens the next period costs (wallet) or the card is charged (stripe) */
            renewalPrice: number | null;
            startedAt: string | null;
            expiresAt: string | null;
            cancelledAt: string | null;
            freeTrialUsed: boolean;
            /** @description Renewals still at a promotion's discounted price (renewalPrice is that price) */
            discountedRenewals: number;
            createdAt: string;
            updatedAt: string;
        };
        SubscribeInput: {
            performerId: string;
            /**
             * @description monthly, yearly, free (the creator's free days), or bundle (`months` paid at once with the bundle's percent off). With `promoCode`: monthly
             * @enum {string}
             */
            type: "monthly" | "yearly" | "free" | "bundle";
            /** @description A creator's promotion (discount or free trial), with type monthly, from the wallet. One claim per fan; 404 `promotion_not_found`, 410 `promotion_ended`, 409 `promotion_already_claimed` or `promotion_used_up`, 403 `promotion_not_for_you` */
            promoCode?: string;
            /**
             * @description type bundle: which of the creator's bundles
             * @enum {integer}
             */
            months?: 3 | 6 | 12;
            /**
             * @description wallet: paid (and renewed) from the token balance; stripe: a card subscription through Checkout
             * @default wallet
             * @enum {string}
             */
            paymentGateway?: "stripe" | "wallet";
            /**
             * @description stripe: where Checkout sends the fan back
             * @example /wallet
             */
            returnPath?: string;
            /**
             * @description Tokens the payer saw and agrees to pay: the creator's price of the chosen period (monthly or yearly), 0 for free, the bundle's price, the promotion's first-month price (0 for a trial); by card it is checked before the Checkout is made. When the price now differs, the call answers 409 `price_changed` with the price now in `details.price` and nothing is charged; left out, the price now is charged. The web app always sends it.
             * @example 4.99
             */
            expectedPrice?: number;
        };
        Promotion: {
            _id: string;
            code: string;
            /** @description The link to share: the profile with the offer */
            url: string;
            /** @description The link's path on this site: /{username}?promo={code} */
            path: string;
            /** @enum {string} */
            kind: "discount" | "trial";
            /** @enum {string} */
            audience: "new" | "expired" | "both";
            percent: number | null;
            months: number | null;
            trialDays: number | null;
            maxClaims: number | null;
            /** @description Fans who claimed it */
            claims: number;
            endsAt: string | null;
            endedAt: string | null;
            message: string | null;
            /** @enum {string} */
            status: "active" | "ended" | "used_up";
            createdAt: string;
        };
        PromotionInput: {
            /**
             * @description discount: `percent` off the first `months` months; trial: `trialDays` free, then the normal price
             * @enum {string}
             */
            kind: "discount" | "trial";
            /**
             * @description new: fans never subscribed to this creator; expired: fans whose subscription ended; both
             * @enum {string}
             */
            audience: "new" | "expired" | "both";
            percent?: number;
            /** @description discount: how many monthly periods are discounted (default 1) */
            months?: number;
            trialDays?: number;
            /** @description At most this many fans may claim it; left out: no limit */
            maxClaims?: number;
            /**
             * @description When it ends; left out: until ended
             * @example 2030-01-01T12:00:00.000Z
             */
            endsAt?: string | number | null;
            message?: string;
        };
        SubscriptionSettings: {
            monthlyPrice: number;
            yearlyPrice: number;
            bundles: components["schemas"]["BundleOffer"][];
        };
        BundleOffer: {
            months: number;
            percent: number;
            /** @description Tokens, paid once: monthlyPrice × months × (1 − percent/100), rounded half-up to the cent */
            price: number;
            /** @description Tokens saved against paying month by month */
            saving: number;
        };
        SubscriptionSettingsInput: {
            bundles: {
                /** @enum {integer} */
                months: 3 | 6 | 12;
                percent: number;
            }[];
        };
        SubscriptionOffers: {
            monthlyPrice: number;
            promotion: components["schemas"]["PublicPromotion"];
            bundles: components["schemas"]["BundleOffer"][];
        };
        PublicPromotion: {
            code: string;
            /** @enum {string} */
            kind: "discount" | "trial";
            /** @enum {string} */
            audience: "new" | "expired" | "both";
            percent: number | null;
            months: number | null;
            trialDays: number | null;
            endsAt: string | null;
            message: string | null;
            /** @enum {string} */
            status: "active" | "ended" | "used_up";
            /** @description Whether the viewer may claim it now (a visitor: whether anyone may) */
            eligible: boolean;
            /** @description Tokens the first month costs with it (0: a free trial) */
            price: number;
            /** @description The monthly price without it */
            regularPrice: number;
            claimsLeft: number | null;
        } | null;
        EarningStats: {
            count: number;
            gross: number;
            commission: number;
            net: number;
            /** @description Paid out so far (payouts done), all time */
            paid: number;
            /** @description Earned and not yet paid out, all time (available + holding + reserved − owed) */
            unpaid: number;
            /** @description Can be requested as a payout now */
            available: number;
            /** @description Still in the holding period */
            holding: number;
            /** @description Asked for by payout requests not yet paid */
            reserved: number;
            /** @description Refunds taken after the money was paid out */
            owed: number;
            byType: {
                /** @enum {string} */
                type: "tip" | "feed" | "video" | "gallery" | "product" | "message" | "stream" | "crowdfunding" | "subscription";
                count: number;
                gross: number;
                commission: number;
                net: number;
            }[];
            series: {
                /** @description 2026-01-31, 2026-W05 or 2026-01 */
                period: string;
                count: number;
                gross: number;
                commission: number;
                net: number;
            }[];
        };
        Earning: {
            _id: string;
            performerId: string;
            userId: string;
            /** @description The fan who paid */
            user: components["schemas"]["PublicUser"] | null;
            chargeId: string;
            /** @enum {string} */
            type: "tip" | "feed" | "video" | "gallery" | "product" | "message" | "stream" | "crowdfunding" | "subscription";
            description: string;
            gross: number;
            commission: number;
            net: number;
            /**
             * @description holding: not yet payable (holding period); available; refunded
             * @enum {string}
             */
            status: "holding" | "available" | "refunded";
            availableAt: string;
            createdAt: string;
        };
        PayoutCalculation: {
            /** @description Net earnings, all time (refunds taken off) */
            totalEarned: number;
            /** @description Paid out (requests done) */
            paid: number;
            /** @description Reserved by requests not yet paid */
            pending: number;
            /** @description Earned, still in the holding period */
            holding: number;
            /** @description Refunds taken after the money was paid out */
            owed: number;
            /** @description What a new request can ask for now */
            available: number;
            minimumPayoutAmount: number;
            /** @description The creator is verified, available ≥ the minimum and no request is pending (the payout method aside) */
            canRequest: boolean;
        };
        PayoutRequest: {
            _id: string;
            performerId: string;
            performer: components["schemas"]["PublicUser"] | null;
            amount: number;
            /**
             * @description pending (reserved), approved, rejected (reserve returned), done (paid)
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected" | "done";
            /** @enum {string} */
            paymentMethod: "banking" | "paypal" | "stripe";
            requestNote: string;
            adminNote: string | null;
            /** @description The transfer's reference once paid */
            reference: string | null;
            /** @description Where to send the money (the creator and admins only) */
            payoutDetails: components["schemas"]["PayoutSettings"] | null;
            decidedAt: string | null;
            paidAt: string | null;
            createdAt: string;
            updatedAt: string;
        };
        PayoutRequestInput: {
            /**
             * @description At least minimumPayoutAmount, at most what is available
             * @example 25
             */
            amount: number;
            /**
             * @description banking / paypal: the details saved with PUT /performers/{id}/banking-settings or /payment-gateway-settings; stripe: a connected account (POST /stripe/accounts)
             * @enum {string}
             */
            paymentMethod: "banking" | "paypal" | "stripe";
            /** @default  */
            requestNote?: string;
        };
        PayoutPendingReview: {
            hasPending: boolean;
            request: components["schemas"]["PayoutRequest"] | null;
        };
        PayoutRequestUpdate: {
            /**
             * @description At least minimumPayoutAmount, at most what is available
             * @example 25
             */
            amount?: number;
            /**
             * @description banking / paypal: the details saved with PUT /performers/{id}/banking-settings or /payment-gateway-settings; stripe: a connected account (POST /stripe/accounts)
             * @enum {string}
             */
            paymentMethod?: "banking" | "paypal" | "stripe";
            requestNote?: string;
        };
        PayoutApproval: {
            note?: string;
        };
        PayoutRejection: {
            reason: string;
        };
        PayoutPaid: {
            /** @description The bank or PayPal reference; leave out for a stripe request to transfer through Stripe Connect */
            reference?: string;
            note?: string;
        };
        Checkout: {
            /** @description One order per creator of the cart */
            orders: components["schemas"]["Order"][];
            charge: components["schemas"]["CheckoutCharge"];
            /** @description Tokens paid */
            total: number;
        };
        Order: {
            _id: string;
            userId: string;
            user: components["schemas"]["PublicUser"] | null;
            performerId: string;
            performer: components["schemas"]["PublicUser"] | null;
            productId: string;
            productName: string;
            /** @enum {string} */
            productType: "physical" | "digital";
            quantity: number;
            unitPrice: number;
            totalPrice: number;
            /**
             * @description physical: processing → shipping → delivered; digital: delivered; refunded
             * @enum {string}
             */
            status: "processing" | "shipping" | "delivered" | "refunded";
            shippingCode: string | null;
            deliveryAddress: components["schemas"]["DeliveryAddress"];
            chargeId: string;
            /** @description The cart checkout that made it (one order per creator), or null */
            checkoutId: string | null;
            /** @description The products of the order (one, or a cart's products of this creator; then productName names them all, quantity counts the units and unitPrice is the order's total) */
            items: components["schemas"]["OrderItem"][];
            createdAt: string;
            updatedAt: string;
        };
        DeliveryAddress: {
            addressId: string;
            name: string;
            phone: string;
            country: string;
            state: string;
            city: string;
            streetAddress: string;
            zipCode: string;
            description: string;
        } | null;
        OrderItem: {
            productId: string;
            productName: string;
            /** @enum {string} */
            productType: "physical" | "digital";
            quantity: number;
            unitPrice: number;
            totalPrice: number;
            /** @description Digital: the path that answers a signed link to its file (GET, the buyer's session), usable at once */
            downloadLink: string | null;
        };
        CheckoutCharge: {
            /** @description The checkout */
            _id: string;
            /** @description Tokens taken from the wallet, once */
            amount: number;
            description: string;
            /** @description Its part for each creator (their earning, the platform's commission), as in the spending list */
            parts: components["schemas"]["WalletCharge"][];
            createdAt: string;
        };
        CheckoutInput: {
            items: {
                productId: string;
                /** @description Units (a digital product: 1) */
                quantity: number;
            }[];
            /** @description Required when an item is physical: one of the fan's addresses */
            deliveryAddressId?: string;
            /**
             * @description Tokens the fan saw and agrees to pay: the cart's total (each item's price × quantity). When the total now differs, the call answers 409 `price_changed` with the total now in `details.price` and each item's price now in `details["items.<productId>"]`, and nothing is charged.
             * @example 24.5
             */
            expectedTotal: number;
        };
        OrderUpdate: {
            /** @enum {string} */
            status?: "shipping" | "delivered";
            /** @description The carrier's tracking code */
            shippingCode?: string;
        };
        OrderDeliveryAddressInput: {
            deliveryAddressId: string;
        };
        DownloadLink: {
            /** @description A signed link to the product's file, valid until expiresAt */
            url: string;
            expiresAt: string;
            mimeType: string;
            size: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API is up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            /** @enum {boolean} */
                            ok: true;
                            time: string;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFilesByIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["FileStatus"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description File not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Login"];
            };
        };
        responses: {
            /** @description Logged in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["LoginResult"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Incorrect credentials!; Enter the code from your authenticator app to finish signing in.; That code is not right, or it has been used already. Enter the next code from your authenticator app, or a recovery code. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This account is not active.; Please verify your email address before logging in.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields.; Please confirm you're not a robot. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts, please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logged out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            /** @enum {boolean} */
                            success: true;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthUsersRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Register"];
            };
        };
        responses: {
            /** @description The new account */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["CurrentUser"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This email address is already registered.; This username is already taken. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields.; Please confirm you're not a robot. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts, please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This site cannot send email links yet. Please try again later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthPerformersRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The creator's details and two documents: a photo ID and a selfie holding it */
        requestBody: {
            content: {
                "multipart/form-data": {
                    name: string;
                    username: string;
                    /** Format: email */
                    email: string;
                    password: string;
                    /** @enum {string} */
                    gender?: "male" | "female" | "transgender";
                    country?: string;
                    captchaToken?: string;
                    /** Format: binary */
                    idVerification: string;
                    /** Format: binary */
                    documentVerification: string;
                };
            };
        };
        responses: {
            /** @description The new creator account, verification pending */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["CurrentUser"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The upload was interrupted or is not valid multipart data. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This email address is already registered.; This username is already taken. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This type of file is not accepted here.; Send this call as multipart/form-data, with the file and fields as form fields. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields.; Please confirm you're not a robot. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts, please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This site cannot send email links yet. Please try again later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthPerformersRegisterWithoutDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Register"];
            };
        };
        responses: {
            /** @description The new creator account, verification unsubmitted */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["CurrentUser"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This email address is already registered.; This username is already taken. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields.; Please confirm you're not a robot. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts, please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This site cannot send email links yet. Please try again later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAuthUsersMePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordUpdate"];
            };
        };
        responses: {
            /** @description Password changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            /** @enum {boolean} */
                            success: true;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields.; The current password is not correct. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts, please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthUsersForgot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailOnly"];
            };
        };
        responses: {
            /** @description Accepted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            /** @enum {boolean} */
                            success: true;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts, please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This site cannot send email links yet. Please try again later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthUsersResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPassword"];
            };
        };
        responses: {
            /** @description Password reset */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            /** @enum {boolean} */
                            success: true;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields.; This link is invalid or has expired. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthEmailVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailOnly"];
            };
        };
        responses: {
            /** @description Accepted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            /** @enum {boolean} */
                            success: true;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts, please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This site cannot send email links yet. Please try again later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthVerifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OneTimeToken"];
            };
        };
        responses: {
            /** @description Email verified */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            /** @enum {boolean} */
                            success: true;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields.; This link is invalid or has expired. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuth2fa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Two-factor status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["TwoFactorStatus"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuth2faSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The secret and its otpauth:// URL (the QR code's content) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["TwoFactorSetup"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Two-factor sign-in is already on. Turn it off first to set up a new app. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuth2faEnable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorEnable"];
            };
        };
        responses: {
            /** @description On; keep the recovery codes somewhere safe */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["RecoveryCodes"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Two-factor sign-in is already on. Turn it off first to set up a new app.; Start the set-up first: scan the QR code, then enter the code your app shows. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields.; The current password is not correct.; That code is not right, or it has been used already. Enter the next code from your authenticator app. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts, please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuth2faDisable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorDisable"];
            };
        };
        responses: {
            /** @description Off; the secret and the recovery codes are gone */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            /** @enum {boolean} */
                            success: true;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Two-factor sign-in is not on. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields.; The current password is not correct.; That code is not right, or it has been used already. Enter the next code from your authenticator app. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts, please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuth2faLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorLogin"];
            };
        };
        responses: {
            /** @description Logged in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["LoginResult"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description That code is not right, or it has been used already. Enter the next code from your authenticator app, or a recovery code.; This sign-in has expired. Please log in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This account is not active.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields.; Please confirm you're not a robot. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts, please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuthSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sessions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["SessionList"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAuthSessionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            /** @enum {boolean} */
                            success: true;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such session of yours. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthSessionsRevokeOthers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["SignedOut"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthGoogleLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleLogin"];
            };
        };
        responses: {
            /** @description Logged in; sets the `token` cookie */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["SocialLoginResult"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This sign-in could not be verified. Please try again.; Enter the code from your authenticator app to finish signing in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This way of logging in is not offered on this site.; This account is not active.; Please verify your email address before logging in.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts, please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service this needs could not be reached. Please try again later. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthGoogleToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoogleCodeLogin"];
            };
        };
        responses: {
            /** @description Logged in; sets the `token` cookie */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["SocialLoginResult"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This sign-in could not be verified. Please try again.; Enter the code from your authenticator app to finish signing in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This way of logging in is not offered on this site.; This account is not active.; Please verify your email address before logging in.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts, please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service this needs could not be reached. Please try again later. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthTwitterLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TwitterLogin"];
            };
        };
        responses: {
            /** @description Where to send the person */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["TwitterLoginStart"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This way of logging in is not offered on this site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service this needs could not be reached. Please try again later. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthTwitterCallback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwitterCallback"];
            };
        };
        responses: {
            /** @description Logged in; sets the `token` cookie */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["SocialLoginResult"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This sign-in could not be verified. Please try again.; Enter the code from your authenticator app to finish signing in. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This way of logging in is not offered on this site.; This account is not active.; Please verify your email address before logging in.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts, please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service this needs could not be reached. Please try again later. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsersMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["CurrentUser"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProfile"];
            };
        };
        responses: {
            /** @description The updated user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["CurrentUser"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This email address is already registered.; This username is already taken. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields.; The current password is not correct. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts, please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This site cannot send email links yet. Please try again later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersAvatarUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description An image (JPEG, PNG, WebP or GIF, at most 5 MB) */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The user with the new avatar */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["CurrentUser"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The upload was interrupted or is not valid multipart data. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This type of file is not accepted here.; Send this call as multipart/form-data, with the file and fields as form fields. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersByIdAvatarUpload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        /** @description An image (JPEG, PNG, WebP or GIF, at most 5 MB) */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The user with the new avatar */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["CurrentUser"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The upload was interrupted or is not valid multipart data. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You are not allowed to do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description User not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This type of file is not accepted here.; Send this call as multipart/form-data, with the file and fields as form fields. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsersSearch: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                sortBy?: "createdAt" | "name" | "username";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching users */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["PublicUser"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsersViewById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id or username */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["PublicUser"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description User not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSettingsPublic: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The public settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["PublicSettings"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
        };
    };
    postSettingsKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @example [
                     *       "minimumTipPrice"
                     *     ]
                     */
                    keys: string[];
                };
            };
        };
        responses: {
            /** @description The requested public settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["SettingsByKeys"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["AdminSetting"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSettings"];
            };
        };
        responses: {
            /** @description The changed settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["AdminSetting"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such setting. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminSettingsByKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSetting"];
            };
        };
        responses: {
            /** @description The setting after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["AdminSetting"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such setting. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCountriesList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description About 250 countries, by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Country"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStatesByCountry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                country: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The states, by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["State"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such country. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCitiesByCountryByState: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                country: string;
                state: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cities, by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["City"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such country.; There is no such state. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLanguagesList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Languages, by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Language"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPhoneCodesList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Dialling codes, by country name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["PhoneCode"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUserAdditional: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each list as { value, label } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["UserAdditional"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBlockCountriesCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description { blocked } */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["CountryBlockCheck"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
        };
    };
    getAdminSiteBlocksCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Blocked countries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["SiteCountryBlock"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminSiteBlocksCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteCountryBlocksInput"];
            };
        };
        responses: {
            /** @description Blocked countries after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["SiteCountryBlock"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminSiteBlocksCountriesByCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Blocked countries after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["SiteCountryBlock"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This country is not blocked. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformersMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The creator's profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["OwnPerformerProfile"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformerChecklist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checklist */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["CreatorChecklist"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformersUserSearch: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                sortBy?: "popular" | "latest" | "subscribers";
                gender?: "male" | "female" | "transgender";
                country?: string;
                bodyType?: "fit" | "slim" | "curvy" | "large" | "toned" | "petite" | "ripped" | "tanned" | "runner" | "swimmer" | "muscular" | "gymBody";
                ageRange?: "18-19" | "20-24" | "25-29" | "30-34" | "35-39" | "40-44" | "45-50" | "over-50";
                ethnicity?: "asian" | "white" | "latino" | "hispanic" | "blackAfricanAmerican" | "americanIndianAlaskaNative" | "nativeHawaiianPacificIslander";
                hair?: "red" | "yellow" | "blond" | "black" | "brown" | "white" | "brunet" | "blue" | "green" | "pink" | "ginger" | "multiColored";
                eyes?: "blue" | "brown" | "green" | "amber" | "gray" | "hazel" | "red";
                sexualOrientation?: "straight" | "lesbian" | "gay" | "bisexual" | "transgender";
                height?: "under-140" | "140-142" | "143-145" | "146-148" | "149-151" | "152-154" | "155-157" | "158-160" | "161-163" | "164-166" | "167-169" | "170-172" | "173-175" | "176-178" | "179-181" | "182-184" | "185-187" | "188-190" | "over-190";
                weight?: "under-40" | "40-42" | "43-45" | "46-48" | "49-51" | "52-54" | "55-57" | "58-60" | "61-63" | "64-66" | "67-69" | "70-72" | "73-75" | "76-78" | "79-81" | "82-84" | "85-87" | "88-90" | "91-93" | "94-96" | "97-99" | "over-100";
                size?: "x-large" | "large" | "medium" | "small";
                isFreeSubscription?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching creators */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["CreatorCard"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformersSearchRandom: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Random creators */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["CreatorCard"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformersTop: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sortBy?: "followers" | "subscribers";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Top creators */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["CreatorCard"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPerformersAvatarUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description An image (JPEG, PNG, WebP or GIF, at most 5 MB) */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The creator's profile after the upload */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["PerformerProfile"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The upload was interrupted or is not valid multipart data. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This type of file is not accepted here.; Send this call as multipart/form-data, with the file and fields as form fields. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPerformersCoverUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description An image (JPEG, PNG, WebP or GIF, at most 5 MB) */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The creator's profile after the upload */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["PerformerProfile"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The upload was interrupted or is not valid multipart data. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This type of file is not accepted here.; Send this call as multipart/form-data, with the file and fields as form fields. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPerformersWelcomeVideoUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A video (MP4, WebM or QuickTime, at most 50 MB) */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The creator's profile after the upload */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["PerformerProfile"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The upload was interrupted or is not valid multipart data. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This type of file is not accepted here.; Send this call as multipart/form-data, with the file and fields as form fields. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPerformersDocumentsUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A scan or photo (JPEG, PNG, WebP) or a PDF, at most 10 MB */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The creator's profile after the upload */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["PerformerProfile"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The upload was interrupted or is not valid multipart data. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This type of file is not accepted here.; Send this call as multipart/form-data, with the file and fields as form fields. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Creator id or username */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The creator's profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["PerformerProfile"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putPerformersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Creator id or username */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePerformer"];
            };
        };
        responses: {
            /** @description The profile after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["PerformerProfile"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You are not allowed to do this.; Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This username is already taken. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields.; The current password is not correct. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts, please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putPerformersByIdBankingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Creator id or username */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankingSettings"];
            };
        };
        responses: {
            /** @description The creator's payout settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["PayoutSettings"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You are not allowed to do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields.; The current password is not correct. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts, please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putPerformersByIdPaymentGatewaySettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Creator id or username */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentGatewaySettings"];
            };
        };
        responses: {
            /** @description The creator's payout settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["PayoutSettings"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You are not allowed to do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields.; The current password is not correct. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts, please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPerformerPerformerAssetsGalleries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateGallery"];
            };
        };
        responses: {
            /** @description The new gallery */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Gallery"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Gallery not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformerPerformerAssetsGalleriesSearch: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                sortBy?: "createdAt" | "title" | "price" | "updatedAt" | "totalView" | "totalLike";
                /** @description active: visible to fans */
                status?: "active" | "draft";
                /** @description Admins only: one creator's galleries */
                performerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Galleries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Gallery"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Gallery not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putPerformerPerformerAssetsGalleriesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateGallery"];
            };
        };
        responses: {
            /** @description The updated gallery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Gallery"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Gallery not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePerformerPerformerAssetsGalleriesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Gallery not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Fans have paid for this, so it stays theirs and cannot be deleted. Hide it to take it off your page; the fans who bought it keep it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformerPerformerAssetsGalleriesByIdView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The gallery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["GalleryView"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Gallery not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformerAssetsGalleriesSearch: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                sortBy?: "createdAt" | "title" | "price" | "updatedAt" | "totalView" | "totalLike";
                /** @description One creator's galleries, by id or username (or give q) */
                performerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Galleries with lock state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Gallery"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found.; Gallery not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformerAssetsGalleriesByIdView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The gallery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["GalleryView"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found.; Gallery not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPerformerPerformerAssetsPhotosUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    photo: string;
                    galleryId: string;
                    title?: string;
                    description?: string;
                    /** @description active | draft */
                    status?: string;
                };
            };
        };
        responses: {
            /** @description The stored photo */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Photo"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The upload was interrupted or is not valid multipart data. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Photo not found.; Gallery not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This type of file is not accepted here.; Send this call as multipart/form-data, with the file and fields as form fields. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformerPerformerAssetsPhotosSearch: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                sortBy?: "createdAt" | "title" | "updatedAt";
                galleryId?: string;
                /** @description active: visible to fans */
                status?: "active" | "draft";
                /** @description Admins only: one creator's photos */
                performerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Photos */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Photo"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Photo not found.; Gallery not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putPerformerPerformerAssetsPhotosById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePhoto"];
            };
        };
        responses: {
            /** @description The updated photo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Photo"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Photo not found.; Gallery not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Fans have paid for this, so it stays theirs and cannot be deleted. Hide it to take it off your page; the fans who bought it keep it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePerformerPerformerAssetsPhotosById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Photo not found.; Gallery not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Fans have paid for this, so it stays theirs and cannot be deleted. Hide it to take it off your page; the fans who bought it keep it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPerformerPerformerAssetsPhotosSetCoverById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cover photo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Photo"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Photo not found.; Gallery not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformerAssetsPhotosByPerformerId: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                sortBy?: "createdAt" | "title" | "updatedAt";
            };
            header?: never;
            path: {
                /** @description The creator's id or username */
                performerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Photos with lock state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Photo"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found.; Photo not found.; Gallery not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformerAssetsPhotos: {
        parameters: {
            query: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                sortBy?: "createdAt" | "title" | "updatedAt";
                galleryId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Photos with lock state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Photo"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found.; Photo not found.; Gallery not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPerformerPerformerAssetsVideosUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                    duration?: number;
                    width?: number;
                    height?: number;
                    size?: number;
                    /** Format: binary */
                    poster?: string;
                    /** Format: binary */
                    thumbnail?: string;
                    /** Format: binary */
                    teaser?: string;
                    title: string;
                    description?: string;
                    /** @description Comma-separated, or repeated */
                    tags?: string;
                    /** @description Comma-separated creator ids, or repeated */
                    participantIds?: string;
                    isSale?: boolean;
                    /** @description Tokens */
                    price?: number;
                    /** @description active | draft */
                    status?: string;
                    isSchedule?: boolean;
                    /** @description ISO 8601, in the future */
                    scheduledAt?: string;
                };
            };
        };
        responses: {
            /** @description The stored video */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Video"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The upload was interrupted or is not valid multipart data. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Video not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This type of file is not accepted here.; Send this call as multipart/form-data, with the file and fields as form fields. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformerPerformerAssetsVideosSearch: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                sortBy?: "createdAt" | "title" | "price" | "updatedAt" | "totalView" | "totalLike" | "scheduledAt";
                /** @description active: visible to fans */
                status?: "active" | "draft";
                /** @description Admins only: one creator's videos */
                performerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Videos */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Video"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Video not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformerPerformerAssetsVideosByIdView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The video */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Video"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Video not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putPerformerPerformerAssetsVideosEditById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file?: string;
                    duration?: number;
                    width?: number;
                    height?: number;
                    size?: number;
                    /** Format: binary */
                    poster?: string;
                    /** Format: binary */
                    thumbnail?: string;
                    /** Format: binary */
                    teaser?: string;
                    title?: string;
                    description?: string;
                    /** @description Comma-separated, or repeated */
                    tags?: string;
                    /** @description Comma-separated creator ids, or repeated */
                    participantIds?: string;
                    isSale?: boolean;
                    /** @description Tokens */
                    price?: number;
                    /** @description active | draft */
                    status?: string;
                    isSchedule?: boolean;
                    /** @description ISO 8601, in the future */
                    scheduledAt?: string;
                };
            };
        };
        responses: {
            /** @description The updated video */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Video"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The upload was interrupted or is not valid multipart data. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Video not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This type of file is not accepted here.; Send this call as multipart/form-data, with the file and fields as form fields. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePerformerPerformerAssetsVideosRemoveFileById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RemoveVideoFile"];
            };
        };
        responses: {
            /** @description The video without that file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Video"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Video not found.; File not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Fans have paid for this, so it stays theirs and cannot be deleted. Hide it to take it off your page; the fans who bought it keep it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePerformerPerformerAssetsVideosById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Video not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Fans have paid for this, so it stays theirs and cannot be deleted. Hide it to take it off your page; the fans who bought it keep it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformerAssetsVideosSearch: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                sortBy?: "createdAt" | "title" | "price" | "updatedAt" | "totalView" | "totalLike" | "scheduledAt";
                /** @description The creator's id or username */
                performerId?: string;
                tag?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Videos with lock state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Video"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found.; Video not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformerAssetsVideosById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The video */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Video"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found.; Video not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPerformerPerformerAssetsProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    image?: string;
                    /** @description The file a digital product delivers (binary) */
                    digitalFile?: string;
                    name: string;
                    description?: string;
                    /** @description physical | digital */
                    type: string;
                    /** @description Tokens, above 0 */
                    price: number;
                    /** @description Physical products: units in stock */
                    stock?: number;
                    /** @description active | draft */
                    status?: string;
                };
            };
        };
        responses: {
            /** @description The new product */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Product"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The upload was interrupted or is not valid multipart data. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Product not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This type of file is not accepted here.; Send this call as multipart/form-data, with the file and fields as form fields. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformerPerformerAssetsProductsSearch: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                sortBy?: "createdAt" | "name" | "price" | "updatedAt" | "totalView" | "totalSold";
                /** @description active: visible to fans */
                status?: "active" | "draft";
                type?: "physical" | "digital";
                /** @description Admins only: one creator's products */
                performerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Product"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Product not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putPerformerPerformerAssetsProductsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    image?: string;
                    /** @description The file a digital product delivers (binary) */
                    digitalFile?: string;
                    name?: string;
                    description?: string;
                    /** @description physical | digital */
                    type?: string;
                    /** @description Tokens, above 0 */
                    price?: number;
                    /** @description Physical products: units in stock */
                    stock?: number;
                    /** @description active | draft */
                    status?: string;
                };
            };
        };
        responses: {
            /** @description The updated product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Product"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The upload was interrupted or is not valid multipart data. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Product not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This type of file is not accepted here.; Send this call as multipart/form-data, with the file and fields as form fields. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePerformerPerformerAssetsProductsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Product not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformerPerformerAssetsProductsByIdView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Product"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Product not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformerAssetsProductsSearch: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                sortBy?: "createdAt" | "name" | "price" | "updatedAt" | "totalView" | "totalSold";
                /** @description The creator's id or username */
                performerId?: string;
                type?: "physical" | "digital";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Product"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found.; Product not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformerAssetsProductsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Product"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found.; Product not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPerformerFeedsPhotoUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A photo for a photo post (JPEG, PNG, WebP or GIF) */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The stored file */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["FeedUpload"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The upload was interrupted or is not valid multipart data. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This type of file is not accepted here.; Send this call as multipart/form-data, with the file and fields as form fields. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPerformerFeedsVideoUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A video for a video post (MP4, WebM or QuickTime) */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                    duration?: number;
                    width?: number;
                    height?: number;
                    size?: number;
                    /** Format: binary */
                    poster?: string;
                };
            };
        };
        responses: {
            /** @description The stored file */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["FeedUpload"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The upload was interrupted or is not valid multipart data. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This type of file is not accepted here.; Send this call as multipart/form-data, with the file and fields as form fields. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPerformerFeedsAudioUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description An audio file for an audio post (MP3, M4A, AAC, Ogg or WAV) */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The stored file */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["FeedUpload"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The upload was interrupted or is not valid multipart data. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This type of file is not accepted here.; Send this call as multipart/form-data, with the file and fields as form fields. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPerformerFeedsThumbnailUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A post's thumbnail image, shown to everyone who may see the creator */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The stored file */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["FeedUpload"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The upload was interrupted or is not valid multipart data. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This type of file is not accepted here.; Send this call as multipart/form-data, with the file and fields as form fields. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPerformerFeedsTeaserUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A short teaser video, shown to everyone who may see the creator */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The stored file */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["FeedUpload"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The upload was interrupted or is not valid multipart data. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This type of file is not accepted here.; Send this call as multipart/form-data, with the file and fields as form fields. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPerformerFeedsPolls: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PollInput"];
            };
        };
        responses: {
            /** @description The poll */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Poll"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPerformerFeedsCrowdfunding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CrowdfundingInput"];
            };
        };
        responses: {
            /** @description The goal */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Crowdfunding"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformerFeeds: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                sortBy?: "createdAt" | "updatedAt" | "scheduleAt" | "publishedAt" | "totalLike" | "totalComment" | "totalView";
                type?: "text" | "photo" | "video" | "audio" | "poll" | "crowdfunding" | "scheduled-stream";
                status?: "draft" | "active" | "inactive";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The posts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Feed"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPerformerFeeds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateFeed"];
            };
        };
        responses: {
            /** @description The new post */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Feed"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; Your creator account must be verified before you can sell content.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformerFeedsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Feed"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Post not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putPerformerFeedsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateFeed"];
            };
        };
        responses: {
            /** @description The post after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Feed"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; Your creator account must be verified before you can sell content.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Post not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This poll already has votes and cannot be replaced.; This goal already has contributions and cannot be replaced. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePerformerFeedsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Post not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Fans have paid for this, so it stays theirs and cannot be deleted. Hide it to take it off your page; the fans who bought it keep it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUserFeeds: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                sortBy?: "publishedAt" | "totalLike" | "totalComment" | "totalView";
                /** @description A creator's id or username: their public timeline. Without it: the viewer's home timeline. */
                performerId?: string;
                type?: "text" | "photo" | "video" | "audio" | "poll" | "crowdfunding" | "scheduled-stream";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Posts; locked ones carry no file URLs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Feed"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUserFeedsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Feed"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Post not found.; Creator not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUserFeedsVoteById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PollVote"];
            };
        };
        responses: {
            /** @description The poll with the vote counted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Poll"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; This request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Post not found.; This post has no poll.; Creator not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You have already voted in this poll. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields.; This poll is closed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVault: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                /** @description Only photos, videos or audio */
                type?: "photo" | "video" | "audio";
                /** @description Only the files in this folder of yours */
                folderId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The creator's files */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["VaultFile"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Folder not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVaultFolders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The folders */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["VaultFolder"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postVaultFolders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VaultFolderInput"];
            };
        };
        responses: {
            /** @description The folder */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["VaultFolder"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You already have a folder with this name. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteVaultFoldersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Folder not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postVaultFoldersByIdFiles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VaultFileIds"];
            };
        };
        responses: {
            /** @description The folder's file count */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["VaultFolderFiles"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Folder not found.; File not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteVaultFoldersByIdFiles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VaultFileIds"];
            };
        };
        responses: {
            /** @description The folder's file count */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["VaultFolderFiles"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Folder not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteVaultFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VaultFileIds"];
            };
        };
        responses: {
            /** @description What was deleted and what stays in use */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["VaultFilesDeleted"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description File not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postFollowsByPerformerId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                performerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The creator is followed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["FollowState"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; This request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteFollowsByPerformerId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                performerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The creator is not followed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["FollowState"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFollowsFollowers: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                /** @description Admins only: whose followers */
                performerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Followers with user cards */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Follower"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; You are not allowed to do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFollowsFollowing: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                /** @description true: data is every followed creator id (no paging), for the client's followedIds */
                idsOnly?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Followed creators */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["FollowedPerformer"][];
                            total: number;
                        } | {
                            data: string[];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postReactions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReactionInput"];
            };
        };
        responses: {
            /** @description The reaction is in place */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["ReactionState"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; Subscribe to this creator to see this content.; Buy this item to see it.; This request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found.; Creator not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteReactions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReactionInput"];
            };
        };
        responses: {
            /** @description The reaction is gone */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["ReactionState"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReactionsFeedsBookmark: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bookmarks, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Bookmark"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReactionsVideosBookmark: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bookmarks, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Bookmark"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReactionsGalleriesBookmark: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bookmarks, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Bookmark"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReactionsProductsBookmark: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bookmarks, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Bookmark"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReactionsPerformersBookmark: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bookmarks, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Bookmark"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReactionsByTypeBookmark: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
            };
            header?: never;
            path: {
                type: "feeds" | "videos" | "galleries" | "products" | "performers";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bookmarks, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Bookmark"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getComments: {
        parameters: {
            query: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                objectId: string;
                objectType: "feed" | "video" | "gallery" | "product";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Comments with their authors */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Comment"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; Subscribe to this creator to see this content.; Buy this item to see it. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postComments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateComment"];
            };
        };
        responses: {
            /** @description The new comment */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Comment"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; Subscribe to this creator to see this content.; Buy this item to see it.; This request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts, please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putCommentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateComment"];
            };
        };
        responses: {
            /** @description The edited comment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Comment"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You can only edit your own comments.; This creator has blocked you.; This content is not available in your country.; Subscribe to this creator to see this content.; Buy this item to see it.; This request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Comment not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCommentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The comment is gone */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            _id: string;
                            /** @enum {boolean} */
                            deleted: true;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You cannot delete this comment.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Comment not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBlockUsers: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Blocked users with cards */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["BlockedUser"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBlockUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlockUserInput"];
            };
        };
        responses: {
            /** @description The user is blocked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["BlockedUser"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description User not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteBlockUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The block is lifted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            _id: string;
                            /** @enum {boolean} */
                            blocked: false;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This user is not blocked. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBlockCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The blocked countries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["PerformerCountryBlocks"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBlockCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PerformerCountryBlocksInput"];
            };
        };
        responses: {
            /** @description The blocked countries now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["PerformerCountryBlocks"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateReport"];
            };
        };
        responses: {
            /** @description The report, open for admin review */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Report"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found.; Creator not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You have already reported this; an admin will review it. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminReports: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                status?: "open" | "resolved" | "dismissed";
                target?: "performer" | "feed" | "video" | "gallery" | "product" | "comment";
                performerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reports, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["AdminReport"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminReportsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateReport"];
            };
        };
        responses: {
            /** @description The report after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["AdminReport"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Report not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This user has another open report on the same target. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSearchKeywords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordSearchKeyword"];
            };
        };
        responses: {
            /** @description The keyword with its count */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["SearchKeyword"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts, please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSearchListKeywords: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Popular keywords */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["SearchKeyword"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformerStatistics: {
        parameters: {
            query?: {
                /** @description First day (UTC, inclusive); default: 29 days before `to` */
                from?: string;
                /** @description Last day (UTC, inclusive); default: today */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The creator's own figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["PerformerStatistics"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPostsSearch: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                type?: "page" | "post";
                sortBy?: "createdAt" | "updatedAt" | "title";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Published posts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Post"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPostsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Post id or slug */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Post"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Page not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminPosts: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                type?: "page" | "post";
                sortBy?: "createdAt" | "updatedAt" | "title";
                status?: "active" | "inactive";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Posts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Post"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminPosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePost"];
            };
        };
        responses: {
            /** @description The new post */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Post"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another post already uses this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminPostsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePost"];
            };
        };
        responses: {
            /** @description The post after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Post"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Page not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another post already uses this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminPostsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post is gone */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            _id: string;
                            /** @enum {boolean} */
                            deleted: true;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Page not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSitePromoSearch: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                position?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Banners */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["SitePromo"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminSitePromo: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                position?: string;
                status?: "active" | "inactive";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Banners */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["SitePromo"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminSitePromo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSitePromo"];
            };
        };
        responses: {
            /** @description The new banner */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["SitePromo"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminSitePromoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSitePromo"];
            };
        };
        responses: {
            /** @description The banner after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["SitePromo"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Banner not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminSitePromoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The banner is gone */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            _id: string;
                            /** @enum {boolean} */
                            deleted: true;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Banner not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuthPersonaInquiry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Verification state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["PersonaState"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthPersonaInquiry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["StartPersonaInquiry"];
            };
        };
        responses: {
            /** @description Where to continue the inquiry */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["PersonaInquiry"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; Identity verification with Persona is not offered on this site.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator is already verified. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service this needs could not be reached. Please try again later. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformerVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The guided ID check */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["GuidedVerification"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPerformerVerificationDocumentsByStep: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description front: the front of the ID; back: its back; selfie: a selfie holding it */
                step: "front" | "back" | "selfie";
            };
            cookie?: never;
        };
        /** @description The photo or scan for this step */
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The guided ID check after the upload */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["GuidedVerification"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The upload was interrupted or is not valid multipart data. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Your ID documents are being reviewed; you can send new ones once there is a decision.; This creator is already verified. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This type of file is not accepted here.; Send this call as multipart/form-data, with the file and fields as form fields. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPerformerVerificationSubmit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description In review */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["GuidedVerification"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Your ID documents are being reviewed; you can send new ones once there is a decision.; This creator is already verified. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Upload the front and the back of your ID and a selfie holding it before sending them for review. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postWebhooksPersona: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Received (duplicates and unknown inquiries change nothing) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            /** @enum {boolean} */
                            received: true;
                            /** @description This delivery changed a creator's verification. */
                            applied: boolean;
                            /** @description This event id was already handled: its record, written in the same batch as its effect, refused a second one, so this delivery changed nothing. */
                            duplicate: boolean;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description The signature of this request is not valid.; The request could not be read.; The request body is not valid JSON. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This site takes no webhooks from this provider. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getNotifications: {
        parameters: {
            query?: {
                /** @description One type, or a tab: interactions (like, comment, follow), subscriptions (subscribers, creators' posts and streams), purchases (tips, purchases, payouts), messages (paid messages unlocked) */
                type?: "interactions" | "subscriptions" | "purchases" | "messages" | "like" | "comment" | "purchase" | "subscription_new" | "subscription_renewed" | "subscription_cancelled" | "tip" | "follow" | "message_unlocked" | "payout_approved" | "payout_rejected" | "payout_paid" | "verification_approved" | "verification_rejected" | "creator_post" | "creator_live" | "content_removed";
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Notifications */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["NotificationList"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postNotificationsReadAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All read */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["NotificationsReadAll"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postNotificationsByIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["NotificationRead"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getNotificationsSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["NotificationSetting"][];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putNotificationsSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationSettingsChange"];
            };
        };
        responses: {
            /** @description Settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["NotificationSetting"][];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminDashboard: {
        parameters: {
            query?: {
                days?: 7 | 30 | 90;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dashboard */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["AdminDashboard"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminUsers: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                role?: "fan" | "performer" | "admin";
                status?: "active" | "inactive";
                verificationStatus?: "unsubmitted" | "pending" | "approved" | "rejected";
                sortBy?: "createdAt" | "name" | "username" | "email";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching accounts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["AdminUserRow"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description The request could not be read.; Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["AdminUser"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description User not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminUpdateUser"];
            };
        };
        responses: {
            /** @description The account after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["AdminUser"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description User not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This email address is already registered.; This username is already taken. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminUsersByIdSuspend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SuspendUser"];
            };
        };
        responses: {
            /** @description The suspended account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["AdminUser"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description User not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This account is already suspended. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminUsersByIdReactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["AdminUser"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description User not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This account is not suspended. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminPerformersByIdCommission: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatorCommission"];
            };
        };
        responses: {
            /** @description The creator after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["AdminUser"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description User not found.; Creator not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminPerformersByIdVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewVerification"];
            };
        };
        responses: {
            /** @description The creator's verification after the decision */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["VerificationState"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator is already verified. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminReportsByIdResolve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResolveReport"];
            };
        };
        responses: {
            /** @description The report, closed with every other open report on the same item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["ResolvedReport"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Report not found.; The reported item no longer exists; dismiss the report.; The reported account no longer exists. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This report was already handled. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This could not be queued just now. Please try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminAuditLog: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                adminId?: string;
                action?: string;
                targetType?: string;
                targetId?: string;
                /** @description Only the actions about this person: on their account, requests, orders and items */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Admin actions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["AdminAction"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postReCaptchaVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CaptchaCheck"];
            };
        };
        responses: {
            /** @description The token is good (or captchas are off: required false) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            /** @enum {boolean} */
                            success: true;
                            required: boolean;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields.; Please confirm you're not a robot. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service this needs could not be reached. Please try again later. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactMessageInput"];
            };
        };
        responses: {
            /** @description The message was received */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["ContactMessage"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields.; Please confirm you're not a robot. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts, please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A service this needs could not be reached. Please try again later. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminContactMessages: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                status?: "new" | "read";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Messages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["ContactMessage"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminContactMessagesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactMessageStatus"];
            };
        };
        responses: {
            /** @description The message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["ContactMessage"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Contact message not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getConversations: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                /** @description The other person's name or username contains this */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Conversations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Conversation"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postConversations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateConversation"];
            };
        };
        responses: {
            /** @description The conversation (201 new, 200 existing) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Conversation"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description The conversation (201 new, 200 existing) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Conversation"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; You are not allowed to do this.; You can message creators you subscribe to, and creators can message their followers.; This request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description User not found.; Creator not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getConversationsSearch: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                /** @description The other person's name or username contains this */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Conversations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Conversation"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getConversationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A conversation id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Conversation"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conversation not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putConversationsByIdUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A conversation id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateConversation"];
            };
        };
        responses: {
            /** @description The conversation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Conversation"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; This request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conversation not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMessagesCountingNotReadMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unread total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["UnreadCount"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMessagesReadAllById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A conversation id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation, unseen count 0 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Conversation"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; This request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conversation not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMessagesConversationsById: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
            };
            header?: never;
            path: {
                /** @description A conversation id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Messages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["MessagePage"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conversation not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMessagesConversationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A conversation id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendMessage"];
            };
        };
        responses: {
            /** @description The message */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Message"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; You are not allowed to do this.; Your creator account must be verified before you can sell content.; This request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conversation not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts, please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMessagesPrivateFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                    conversationId: string;
                    text?: string;
                    /** @description Creators only: a pay-per-view price in tokens */
                    price?: number;
                };
            };
        };
        responses: {
            /** @description The message */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Message"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The upload was interrupted or is not valid multipart data. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; You are not allowed to do this.; Your creator account must be verified before you can sell content.; This request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conversation not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This type of file is not accepted here.; Send this call as multipart/form-data, with the file and fields as form fields. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts, please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMessagesPrivateFileVideo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                    conversationId: string;
                    text?: string;
                    /** @description Creators only: a pay-per-view price in tokens */
                    price?: number;
                    duration?: number;
                    width?: number;
                    height?: number;
                    size?: number;
                    /** Format: binary */
                    poster?: string;
                };
            };
        };
        responses: {
            /** @description The message */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Message"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The upload was interrupted or is not valid multipart data. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; You are not allowed to do this.; Your creator account must be verified before you can sell content.; This request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conversation not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This type of file is not accepted here.; Send this call as multipart/form-data, with the file and fields as form fields. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts, please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteMessagesByIdRemoveAllMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A conversation id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many messages were removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["MessagesRemoved"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You are not allowed to do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conversation not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteMessagesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What became of the message */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["MessageDeleted"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You are not allowed to do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Message not found.; Conversation not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getConversationsByIdFan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A conversation id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fan panel */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["FanPanel"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You are not allowed to do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conversation not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putConversationsByIdFanNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A conversation id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FanNoteBody"];
            };
        };
        responses: {
            /** @description The saved note */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["FanNote"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You are not allowed to do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conversation not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lists */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["FanList"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postLists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FanListInput"];
            };
        };
        responses: {
            /** @description The list */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["FanList"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You already have a list with this name. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getListsFans: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                /** @description Name or username contains this */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fans */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["FanListMember"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putListsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FanListInput"];
            };
        };
        responses: {
            /** @description The list */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["FanList"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; Built-in lists are kept by the platform and cannot be changed.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description List not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You already have a list with this name. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteListsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; Built-in lists are kept by the platform and cannot be changed.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description List not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getListsByIdMembers: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                /** @description Name or username contains this */
                q?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The members */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["FanListMember"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description List not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postListsByIdMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FanListMembersInput"];
            };
        };
        responses: {
            /** @description How many were added */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["FanListMembersResult"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; Built-in lists are kept by the platform and cannot be changed.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description List not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteListsByIdMembersByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list's member count */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["FanListMembersResult"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; Built-in lists are kept by the platform and cannot be changed.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description List not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMessagesMass: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sends */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["MassMessage"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMessagesMass: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MassMessageInput"];
            };
        };
        responses: {
            /** @description Stored and queued for delivery */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["MassMessageSent"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; Your creator account must be verified before you can sell content.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description List not found.; File not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts, please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This could not be queued just now. Please try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMessagesMassRecipients: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MassAudience"];
            };
        };
        responses: {
            /** @description The count */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["MassRecipientCount"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description List not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMessagesMassById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The send */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["MassMessage"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Mass message not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteMessagesMassById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The send, status unsent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["MassMessage"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Mass message not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This could not be queued just now. Please try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postStreamingLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoLive"];
            };
        };
        responses: {
            /** @description The live session (201 new, 200 already live) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Stream"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description The live session (201 new, 200 already live) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Stream"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; Your creator account must be verified before you can sell content.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putStreamingLiveById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ended session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Stream"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Stream not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putStreamingUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateStream"];
            };
        };
        responses: {
            /** @description The session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Stream"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Stream not found.; This stream has ended. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putStreamingSetDuration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetStreamDuration"];
            };
        };
        responses: {
            /** @description The session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Stream"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Stream not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStreamingJoinById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session and the viewer's access */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["StreamJoin"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; Subscribe to this creator to see this content. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Stream not found.; This stream has ended. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStreamingUserSearch: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                /** @description Title, creator name or username */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Live sessions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Stream"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postStreamingAgoraToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgoraTokenRequest"];
            };
        };
        responses: {
            /** @description The token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["AgoraToken"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; Subscribe to this creator to see this content.; Buy this item to see it.; This request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Stream not found.; This stream has ended. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Live video is not set up on this site yet. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getConversationsStreamPublicById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream's chat */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Conversation"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; Subscribe to this creator to see this content. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Stream not found.; This stream has ended.; Conversation not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getConversationsStreamById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Conversation"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; Subscribe to this creator to see this content. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Stream not found.; This stream has ended.; Conversation not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMessagesConversationsPublicById: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Messages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Message"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; Subscribe to this creator to see this content. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Stream not found.; This stream has ended.; Conversation not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMessagesStreamPublicConversationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendStreamMessage"];
            };
        };
        responses: {
            /** @description The message */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Message"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; Subscribe to this creator to see this content.; This request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Stream not found.; This stream has ended.; Conversation not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts, please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMessagesStreamConversationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendStreamMessage"];
            };
        };
        responses: {
            /** @description The message */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Message"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; Subscribe to this creator to see this content.; You are not allowed to do this.; This request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Stream not found.; This stream has ended.; Conversation not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts, please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMessagesPublicFilePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                    conversationId: string;
                    text?: string;
                };
            };
        };
        responses: {
            /** @description The message */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Message"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The upload was interrupted or is not valid multipart data. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; Subscribe to this creator to see this content.; This request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Stream not found.; This stream has ended.; Conversation not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This type of file is not accepted here.; Send this call as multipart/form-data, with the file and fields as form fields. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many attempts, please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStreamingPrivateRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Requests */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["PrivateStreamRequestItem"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postStreamingPrivateRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrivateStreamRequest"];
            };
        };
        responses: {
            /** @description The request */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["PrivateStreamRequestItem"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You are not allowed to do this.; This creator has blocked you.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conversation not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postStreamingPrivateRequestsByConversationIdAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptPrivateStreamRequest"];
            };
        };
        responses: {
            /** @description The private show */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Stream"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; You are not allowed to do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteStreamingPrivateRequestsByConversationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request is gone */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            conversationId: string;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAddressesCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressInput"];
            };
        };
        responses: {
            /** @description The new address */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Address"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAddressesSearch: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                sortBy?: "createdAt" | "name";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Addresses */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Address"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAddressesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressUpdate"];
            };
        };
        responses: {
            /** @description The address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Address"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAddressesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getWalletChargesSearch: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                sortBy?: "createdAt" | "amount";
                type?: "tip" | "feed" | "video" | "gallery" | "product" | "message" | "stream" | "crowdfunding" | "subscription";
                status?: "paid" | "refunded";
                performerId?: string;
                /** @description From this day (inclusive, UTC) or time */
                fromDate?: string;
                /** @description Up to this day (inclusive, UTC) or time */
                toDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Charges */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["WalletCharge"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postWalletChargesTipById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating the call with the same key returns the first result and moves no money */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TipCharge"];
            };
        };
        responses: {
            /** @description The charge */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["WalletCharge"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You do not have enough tokens. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; This request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found.; Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was already used for a different request.; The price changed; nothing was charged. details.price is the price now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You cannot pay yourself.; Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postWalletChargesFeedById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating the call with the same key returns the first result and moves no money */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ItemCharge"];
            };
        };
        responses: {
            /** @description The charge */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["WalletCharge"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You do not have enough tokens. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; This request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found.; Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was already used for a different request.; The price changed; nothing was charged. details.price is the price now.; You have already bought this. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You cannot pay yourself.; Please check the highlighted fields.; This item is not for sale. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postWalletChargesVideoById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating the call with the same key returns the first result and moves no money */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ItemCharge"];
            };
        };
        responses: {
            /** @description The charge */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["WalletCharge"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You do not have enough tokens. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; This request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found.; Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was already used for a different request.; The price changed; nothing was charged. details.price is the price now.; You have already bought this. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You cannot pay yourself.; Please check the highlighted fields.; This item is not for sale. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postWalletChargesGalleryById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating the call with the same key returns the first result and moves no money */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ItemCharge"];
            };
        };
        responses: {
            /** @description The charge */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["WalletCharge"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You do not have enough tokens. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; This request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found.; Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was already used for a different request.; The price changed; nothing was charged. details.price is the price now.; You have already bought this. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You cannot pay yourself.; Please check the highlighted fields.; This item is not for sale. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postWalletChargesProductById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating the call with the same key returns the first result and moves no money */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductCharge"];
            };
        };
        responses: {
            /** @description The charge */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["WalletCharge"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You do not have enough tokens. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; This request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found.; Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was already used for a different request.; The price changed; nothing was charged. details.price is the price now.; Not enough of this product is left in stock.; You have already bought this. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You cannot pay yourself.; Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postWalletChargesMessageById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating the call with the same key returns the first result and moves no money */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ItemCharge"];
            };
        };
        responses: {
            /** @description The charge */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["WalletCharge"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You do not have enough tokens. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; You are not allowed to do this.; This request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found.; Not found.; Message not found.; Conversation not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was already used for a different request.; The price changed; nothing was charged. details.price is the price now.; You have already bought this. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You cannot pay yourself.; Please check the highlighted fields.; This item is not for sale. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postWalletChargesStreamById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating the call with the same key returns the first result and moves no money */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ItemCharge"];
            };
        };
        responses: {
            /** @description The charge */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["WalletCharge"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You do not have enough tokens. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; Subscribe to this creator to see this content.; This request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found.; Not found.; Stream not found.; This stream has ended. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was already used for a different request.; The price changed; nothing was charged. details.price is the price now.; You have already bought this. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You cannot pay yourself.; Please check the highlighted fields.; This item is not for sale. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postWalletChargesCrowdfundingById: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating the call with the same key returns the first result and moves no money */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CrowdfundingCharge"];
            };
        };
        responses: {
            /** @description The charge */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["WalletCharge"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You do not have enough tokens. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; This request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found.; Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was already used for a different request.; The price changed; nothing was charged. details.price is the price now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You cannot pay yourself.; Please check the highlighted fields.; This crowdfunding has ended. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminWalletsByUserIdAdjust: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating the call with the same key returns the first result and moves no money */
                "idempotency-key"?: string;
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalletAdjustment"];
            };
        };
        responses: {
            /** @description The adjustment and the wallet's balance */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["WalletAdjustmentResult"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description User not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This Idempotency-Key was already used for a different request. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminWalletCharges: {
        parameters: {
            query: {
                limit?: number;
                offset?: number;
                /** @description The person, as payer or as creator paid */
                userId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Charges */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["WalletCharge"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminWalletChargesByIdRefund: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating the call with the same key returns the first result and moves no money */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundInput"];
            };
        };
        responses: {
            /** @description The refunded charge */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["WalletCharge"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This has already been refunded.; This Idempotency-Key was already used for a different request.; This conflicts with an existing record. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPaymentWalletTopUp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating the call with the same key returns the first result and moves no money */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TopUpInput"];
            };
        };
        responses: {
            /** @description The payment */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["PaymentTransaction"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Your card was declined. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such coupon.; Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This coupon has been used up.; This Idempotency-Key was already used for a different request. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This coupon cannot be used.; Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Card payments are not available right now. Please try again later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentTransactionsUserSearch: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                sortBy?: "createdAt" | "amount";
                type?: "top_up" | "subscription";
                status?: "created" | "processing" | "success" | "fail" | "canceled" | "refunded" | "require_authentication";
                /** @description From this day (inclusive, UTC) or time */
                fromDate?: string;
                /** @description Up to this day (inclusive, UTC) or time */
                toDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Payments */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["PaymentTransaction"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentTransactionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["PaymentTransaction"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCouponsByCodeApplyCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ApplyCouponInput"];
            };
        };
        responses: {
            /** @description The coupon and the price with it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["CouponQuote"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such coupon.; Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This coupon has been used up. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This coupon cannot be used.; Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPackageTokenSearch: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                sortBy?: "ordering" | "price" | "createdAt";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Packages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["TokenPackage"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentCards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cards */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["PaymentCard"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Card payments are not available right now. Please try again later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postStripeCards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AddCardInput"];
            };
        };
        responses: {
            /** @description The card, or where to save one */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["AddCardResult"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Your card was declined. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Card payments are not available right now. Please try again later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePaymentCardsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Card payments are not available right now. Please try again later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStripeAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["StripeConnectAccount"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postStripeAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ConnectInput"];
            };
        };
        responses: {
            /** @description The account and its onboarding link */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["StripeConnectAccount"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Card payments are not available right now. Please try again later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminTokenPackagesSearch: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                sortBy?: "ordering" | "price" | "createdAt";
                active?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Packages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["TokenPackage"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminTokenPackages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenPackageInput"];
            };
        };
        responses: {
            /** @description The package */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["TokenPackage"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminTokenPackagesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenPackageUpdate"];
            };
        };
        responses: {
            /** @description The package */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["TokenPackage"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminTokenPackagesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminCouponsSearch: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                sortBy?: "createdAt" | "code";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Coupons */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Coupon"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminCoupons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CouponInput"];
            };
        };
        responses: {
            /** @description The coupon */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Coupon"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminCouponsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CouponUpdate"];
            };
        };
        responses: {
            /** @description The coupon */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Coupon"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such coupon. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminCouponsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such coupon. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPaymentSubscribePerformers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating the call with the same key returns the first result and moves no money */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscribeInput"];
            };
        };
        responses: {
            /** @description The subscription (and the charge, or where to pay) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["SubscribeResult"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You do not have enough tokens. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This offer is for other fans (new or former subscribers only).; This creator has blocked you.; This content is not available in your country.; This request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such offer.; Creator not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You are already subscribed to this creator.; This offer has been claimed by as many fans as it allows.; You have already used this offer.; This Idempotency-Key was already used for a different request.; The price changed; nothing was charged. details.price is the price now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This offer has ended. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A free subscription is not available.; You cannot pay yourself.; Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Card payments are not available right now. Please try again later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPaymentByProviderCancelSubscriptionById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: "stripe" | "wallet";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Subscription"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Card payments are not available right now. Please try again later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPaymentByProviderResumeSubscriptionById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: "stripe" | "wallet";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Subscription"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This subscription has ended; subscribe again to get access. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Card payments are not available right now. Please try again later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSubscriptionsUserSearch: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                /** @description Part of the creator's name or username */
                q?: string;
                sortBy?: "createdAt" | "expiresAt" | "updatedAt";
                status?: "created" | "active" | "deactivated";
                type?: "monthly" | "yearly" | "free" | "trial" | "bundle";
                /** @description true: only those giving access now */
                activeOnly?: "true" | "false";
                performerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Subscriptions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Subscription"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSubscriptionsPerformerSearch: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                /** @description Part of the fan's name or username */
                q?: string;
                sortBy?: "createdAt" | "expiresAt" | "updatedAt";
                status?: "created" | "active" | "deactivated";
                type?: "monthly" | "yearly" | "free" | "trial" | "bundle";
                /** @description true: only those giving access now */
                activeOnly?: "true" | "false";
                /** @description Admins: one creator's subscribers */
                performerId?: string;
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Subscriptions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Subscription"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformerPromotions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Promotions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Promotion"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPerformerPromotions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PromotionInput"];
            };
        };
        responses: {
            /** @description The promotion */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Promotion"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePerformerPromotionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The promotion, ended */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Promotion"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description There is no such offer. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformerSubscriptionSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Subscription settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["SubscriptionSettings"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putPerformerSubscriptionSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionSettingsInput"];
            };
        };
        responses: {
            /** @description Subscription settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["SubscriptionSettings"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformersByPerformerIdOffers: {
        parameters: {
            query?: {
                /** @description A promotion's code (a trial link) */
                promo?: string;
            };
            header?: never;
            path: {
                performerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Offers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["SubscriptionOffers"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postWebhooksStripe: {
        parameters: {
            query?: never;
            header?: {
                "stripe-signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Acknowledged */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            /** @enum {boolean} */
                            received: true;
                            id: string;
                            type: string;
                            /** @description This delivery was applied (a known type, not a duplicate). */
                            handled: boolean;
                            /** @description This event id was already handled: the event's record, written in the same batch as its effect, refused a second one, so this delivery changed nothing. */
                            duplicate: boolean;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description The signature of this request is not valid.; The request could not be read.; The request body is not valid JSON.; Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Card payments are not available right now. Please try again later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformerEarningStats: {
        parameters: {
            query?: {
                /** @description The series' periods (default day) */
                groupBy?: "day" | "week" | "month";
                type?: "tip" | "feed" | "video" | "gallery" | "product" | "message" | "stream" | "crowdfunding" | "subscription";
                /** @description Admins: one creator's earnings */
                performerId?: string;
                /** @description From this day (inclusive, UTC) or time */
                fromDate?: string;
                /** @description Up to this day (inclusive, UTC) or time */
                toDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["EarningStats"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformerEarningSearch: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                sortBy?: "createdAt" | "gross" | "net";
                type?: "tip" | "feed" | "video" | "gallery" | "product" | "message" | "stream" | "crowdfunding" | "subscription";
                status?: "holding" | "available" | "refunded";
                /** @description Admins: one creator's earnings */
                performerId?: string;
                /** @description From this day (inclusive, UTC) or time */
                fromDate?: string;
                /** @description Up to this day (inclusive, UTC) or time */
                toDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Earnings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Earning"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPayoutRequestsCalculate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["PayoutCalculation"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPayoutRequests: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating the call with the same key returns the first result and moves no money */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutRequestInput"];
            };
        };
        responses: {
            /** @description The request */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["PayoutRequest"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; Your creator account must be verified before you can sell content.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You already have a payout request waiting for review.; This Idempotency-Key was already used for a different request. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPayoutRequestsSearch: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                sortBy?: "createdAt" | "amount" | "updatedAt";
                status?: "pending" | "approved" | "rejected" | "done";
                /** @description Admins: one creator's requests */
                performerId?: string;
                /** @description From this day (inclusive, UTC) or time */
                fromDate?: string;
                /** @description Up to this day (inclusive, UTC) or time */
                toDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Requests */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["PayoutRequest"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPayoutRequestsCheckPendingReview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pending request, if any */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["PayoutPendingReview"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putPayoutRequestsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutRequestUpdate"];
            };
        };
        responses: {
            /** @description The request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["PayoutRequest"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This payout request can no longer be changed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPayoutRequestsByIdView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["PayoutRequest"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminPayoutRequestsByIdApprove: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating the call with the same key returns the first result and moves no money */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PayoutApproval"];
            };
        };
        responses: {
            /** @description The request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["PayoutRequest"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This payout request can no longer be changed.; This Idempotency-Key was already used for a different request. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminPayoutRequestsByIdReject: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating the call with the same key returns the first result and moves no money */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutRejection"];
            };
        };
        responses: {
            /** @description The request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["PayoutRequest"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This payout request can no longer be changed.; This Idempotency-Key was already used for a different request. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminPayoutRequestsByIdPaid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating the call with the same key returns the first result and moves no money */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PayoutPaid"];
            };
        };
        responses: {
            /** @description The request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["PayoutRequest"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This payout request can no longer be changed.; This Idempotency-Key was already used for a different request. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Card payments are not available right now. Please try again later. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postOrdersCheckout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating the call with the same key returns the first result and moves no money */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutInput"];
            };
        };
        responses: {
            /** @description The orders and the payment */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Checkout"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You do not have enough tokens. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This creator has blocked you.; This content is not available in your country.; This request came from another site. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Creator not found.; Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not enough of this product is left in stock.; You have already bought this.; The price changed; nothing was charged. details.price is the price now.; This Idempotency-Key was already used for a different request. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You cannot pay yourself.; Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrdersUsersSearch: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                sortBy?: "createdAt" | "totalPrice" | "updatedAt";
                status?: "processing" | "shipping" | "delivered" | "refunded";
                productType?: "physical" | "digital";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Orders */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Order"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrdersSearch: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                sort?: "asc" | "desc";
                q?: string;
                sortBy?: "createdAt" | "totalPrice" | "updatedAt";
                status?: "processing" | "shipping" | "delivered" | "refunded";
                productType?: "physical" | "digital";
                /** @description Admins: one creator's orders */
                performerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Orders */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: {
                            data: components["schemas"]["Order"][];
                            total: number;
                        };
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrdersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Order"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putOrdersByIdUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderUpdate"];
            };
        };
        responses: {
            /** @description The order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Order"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only creators can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This order cannot be changed that way now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putOrdersByIdUpdateDeliveryAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderDeliveryAddressInput"];
            };
        };
        responses: {
            /** @description The order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Order"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This order cannot be changed that way now. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPerformerAssetsProductsByIdDownloadLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["DownloadLink"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Buy this item to see it.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminOrdersByIdRefund: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeating the call with the same key returns the first result and moves no money */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundInput"];
            };
        };
        responses: {
            /** @description The order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        status: 0;
                        data: components["schemas"]["Order"];
                        /** @enum {string} */
                        message: "OK";
                    };
                };
            };
            /** @description Some fields are not of the expected kind; see details.; The request body is not valid JSON.; Send this call's body as JSON (Content-Type: application/json). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please login! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only admins can do this.; This request came from another site.; This content is not available in your country. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This has already been refunded.; This Idempotency-Key was already used for a different request.; This conflicts with an existing record. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Please check the highlighted fields. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
