/**
 * Generated from the server's /openapi.json by openapi-typescript: do not edit. Made again by
 * `npm run api-types`; apps/cli/src/api-types.test.ts fails while it differs from the document.
 */
export interface paths {
    "/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password */
        post: operations["postAuthSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in (spec §7 POST /login; same as /auth/sign-in) */
        post: operations["postLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Swap a refresh token for new tokens (the old one stops working) */
        post: operations["postAuthRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a refresh token */
        post: operations["postAuthSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user as the server sees them now */
        get: operations["getAuthMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/mfa/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish a sign-in with a TOTP code */
        post: operations["postAuthMfaTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/mfa/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish a sign-in with the code sent by SMS */
        post: operations["postAuthMfaPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/mfa/phone/enroll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start phone enrolment: text a 6-digit code (valid 5 minutes) to the number */
        post: operations["postAuthMfaPhoneEnroll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/mfa/phone/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm phone enrolment with the code from the SMS */
        post: operations["postAuthMfaPhoneVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/totp/enroll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start TOTP enrolment: a secret as otpauth URI and QR code */
        post: operations["postAuthTotpEnroll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/totp/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm TOTP enrolment with a first code; answers tokens signed in with totp */
        post: operations["postAuthTotpActivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password reset link (once per 15 minutes per address) */
        post: operations["postAuthPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose a new password with the token from the reset mail */
        post: operations["postAuthPasswordResetConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dev outbox: mail and SMS sent to an address (only without a real mail provider; only from this machine unless DEV_OUTBOX=off turns it off) */
        get: operations["getDevOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/second-factors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The second factors enrolled on the signed-in account now */
        get: operations["getAccountSecondFactors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every tenant with its hosts, appearance and domains (service operators) */
        get: operations["listTenants"];
        put?: never;
        /** Create a tenant with its hosts and appearance (service operators) */
        post: operations["createTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/tenants/{alias}/appearance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a tenant’s app name, logo or primary colour (service operators) */
        patch: operations["updateTenantAppearance"];
        trace?: never;
    };
    "/service/tenants/{alias}/domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a domain (a site in a locale) to a tenant (service operators) */
        post: operations["addTenantDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service/tenants/{alias}/admins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make an admin of a tenant, its first one when it is new (service operators)
         * @description The account holds CHAT_ADMIN and, unless `geos` names them, every locale of the tenant’s domains; it then makes the rest of the tenant’s staff with `POST /users`. A tenant with no domain yet needs `geos`.
         */
        post: operations["addTenantAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/firebase/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start-up configuration (no auth) */
        get: operations["getFirebaseDefault"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/firebase/tenant/{host}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenant that serves a host (no auth) */
        get: operations["getFirebaseTenantHost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tenant/{alias}/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tenant appearance (no auth) */
        get: operations["getTenantAliasInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/firebase/projects/central": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Central project configuration (sent without auth) */
        get: operations["getFirebaseProjectsCentral"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/firebase/projects/locales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Map of locale to regional project, for locales in the user’s geos */
        get: operations["getFirebaseProjectsLocales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/firebase/projects/regional": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Regional projects the user may use */
        get: operations["getFirebaseProjectsRegional"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/firebase/token/{regionName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A custom token for one regional project of the user (from /firebase/projects/regional) */
        get: operations["getFirebaseTokenRegionName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Domains of the user’s tenant in the user’s locales */
        get: operations["getDomains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domains/config/poke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Poke configuration of the user’s domains (Admin, Poker) */
        get: operations["getDomainsConfigPoke"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/announcement-topics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an announcement topic in a locale */
        post: operations["postAnnouncementTopics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish an announcement under a topic (its locale is the topic’s) */
        post: operations["postAnnouncements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/announcements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an announcement */
        delete: operations["deleteAnnouncementsId"];
        options?: never;
        head?: never;
        /** Change an announcement’s message (live to operators at once) */
        patch: operations["patchAnnouncementsId"];
        trace?: never;
    };
    "/announcement-topics/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a topic and its announcements */
        delete: operations["deleteAnnouncementTopicsId"];
        options?: never;
        head?: never;
        /** Rename a topic or change its emoji */
        patch: operations["patchAnnouncementTopicsId"];
        trace?: never;
    };
    "/triggers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Trigger types: meaning, queueable, suggestions, chats produced (Admin) */
        get: operations["getTriggers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/triggers/fire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fire a trigger for a customer and a profile: creates or re-opens their chat (Admin) */
        post: operations["postTriggersFire"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/debug/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server version, process, cache kind and the tenant (Developer) */
        get: operations["getDebugInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/system-notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 20 newest system notifications, newest first */
        get: operations["getSystemNotifications"];
        put?: never;
        /**
         * Post a system notification (Admin)
         * @description A text over 1,000 characters, or a show-until time that has passed (such a notification would never be shown, yet replace the current one), is refused with 400 naming the field.
         */
        post: operations["postSystemNotifications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/system-notifications/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current notification: the newest, while it is shown; else null (Admin) */
        get: operations["getSystemNotificationsCurrent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/system-notifications/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Disable a system notification: showUntilAt becomes now (Admin) */
        post: operations["postSystemNotificationsIdDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/screen-view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a screen view */
        post: operations["postAnalyticsScreenView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operators/connected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Connected operators by pool (Admin, Manager, Developer) */
        get: operations["getOperatorsConnected"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operators/{uid}/disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign an operator out everywhere: their sockets get disconnectOperator (Admin) */
        post: operations["postOperatorsUidDisconnect"];
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
        /** The tenant’s accounts, by email (Admin) */
        get: operations["getUsers"];
        put?: never;
        /** Create an account in the caller’s tenant (Admin; only geos the admin holds) */
        post: operations["postUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{uid}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace an account’s roles (Admin; not your own admin role) */
        put: operations["putUsersUidRoles"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{uid}/geos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace an account’s geos (Admin; only geos the admin holds) */
        put: operations["putUsersUidGeos"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{uid}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable an account and sign it out everywhere at once (Admin)
         * @description Revokes its refresh tokens and sends `disconnectOperator` to each of its live sockets; `signedOut` counts them. You cannot disable your own account.
         */
        post: operations["postUsersUidDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{uid}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enable a disabled account (Admin) */
        post: operations["postUsersUidEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{uid}/reset-mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove the account’s second factors, TOTP and phone (Admin)
         * @description The user enrols again at the next sign-in if the account requires it.
         */
        post: operations["postUsersUidResetMfa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tenant’s operators with roles and geos (Admin, Manager)
         * @description `connected` tells whether the operator has a live connection now.
         */
        get: operations["getOperators"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest staff action on each of some records in the caller’s tenant, at once (Admin) */
        get: operations["listLatestStaffActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The record of staff actions in the caller’s tenant, newest first (Admin) */
        get: operations["listStaffActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/abuse-words/dry-run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** How many messages and pokes of the last 7 days a word would have flagged (Admin) */
        post: operations["postAbuseWordsDryRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/abuse-words/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The words as CSV (value,locale; empty locale = global) or JSON (Admin) */
        get: operations["getAbuseWordsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/abuse-words": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The abuse words, by locale then value (Admin)
         * @description Without `locale`: the global words and those of the caller’s geos. `locale=` (empty): only the global words. `locale=nl`: only the words stored for nl (the global words, which also apply there, are not repeated); a locale outside the geos is refused.
         */
        get: operations["getAbuseWords"];
        put?: never;
        /**
         * Add a word; an empty or absent locale makes it global (Admin)
         * @description Refused with 409 and the text `Word "{value}" already exists in "{locale or global}" abuse list.` when the value is already global or in the same locale, as matching sees it: case, accents, punctuation and invisible characters aside (`whatsápp` is `whatsapp`). A word without a letter or digit, over 100 characters or over 8 words is refused with 400 naming the field. A new global word removes the same value from the locale lists.
         */
        post: operations["postAbuseWords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/abuse-words/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add many words, reporting each refused line (Admin)
         * @description Each line is checked like POST /abuse-words, against the list and the lines before it. With `atomic`, one refused line means nothing is written (`added` is 0); without, the valid words are written together in one transaction.
         */
        post: operations["postAbuseWordsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/abuse-words/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a word (Admin) */
        delete: operations["deleteAbuseWordsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/redis/keys/{pattern}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Keys matching a Redis glob pattern, sorted (Admin, Developer)
         * @description Keys are shown without the tenant prefix; other tenants’ keys never match.
         */
        get: operations["getRedisKeysPattern"];
        put?: never;
        post?: never;
        /**
         * Delete the keys matching a glob pattern (Admin, Developer)
         * @description A key without `*`, `?` or `[` matches only itself. To delete one key whose name holds such characters or a slash, use DELETE /redis/key?key=.
         */
        delete: operations["deleteRedisKeysPattern"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/redis/values/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The value of a key and its time to live (Admin, Developer) */
        get: operations["getRedisValuesKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/redis/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete exactly one key, named in the query; glob characters are literal (Admin, Developer) */
        delete: operations["deleteRedisKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/redis/cache": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete every key of the caller’s tenant (Admin, Developer)
         * @description Other tenants’ keys stay. Operator pools are rewritten at the next connect.
         */
        delete: operations["deleteRedisCache"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/redis/pools/geo/{geo}/tenant/{tenant}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Connected operators per pool who work a geo (Admin, Developer)
         * @description `tenant` is the caller’s tenant id or alias; any other tenant is refused, and so is a geo outside the caller’s geos. A geo nobody works answers empty pools.
         */
        get: operations["getRedisPoolsGeoGeoTenantTenant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chats/{id}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Claim a waiting chat for CHAT_CLAIM_TTL_S seconds (one winner, one claim each) */
        post: operations["postChatsIdClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chats/claim-next": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Claim the oldest waiting chat of a pool in some of the caller’s locales */
        post: operations["postChatsClaimNext"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chats/{id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give the caller’s claim on a chat back */
        post: operations["postChatsIdRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chats/claimed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s live claim, if any */
        get: operations["getChatsClaimed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chats/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Older messages of a chat, a page before a time (claim holder or reviewer) */
        get: operations["getChatsIdMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the operator’s reply; it needs the caller’s live claim and releases it */
        post: operations["postMessageSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a message: its text becomes ‘This message has been deleted’ */
        post: operations["postMessageDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a moderator’s modification of a message (abuse_modification_data) */
        post: operations["postMessageUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logs/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a logbook entry, or edit one (log.id set) */
        post: operations["postLogsSave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logs/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a logbook entry */
        post: operations["postLogsRemove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/suggestions/reGenerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write a new reply suggestion for a message of a chat */
        post: operations["postSuggestionsReGenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/url/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign the URL of an attachment (a URL, or a CDN hash with its domain) */
        post: operations["postUrlSign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/url/sign-bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign the URLs of several attachments at once */
        post: operations["postUrlSignBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/attachments/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An attachment file, through a signed URL from POST /url/sign */
        get: operations["getFilesAttachmentsName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/geo/places/levels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many region levels a geo strategy has (cities are the level after) */
        get: operations["getGeoPlacesLevels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/geo/places/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The places of a country at a level (levels + 1 for cities), within a parent place */
        get: operations["getGeoPlacesOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/poke/customers/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customers a poke’s filters reach, per site (Admin, Poker)
         * @description `filters` is JSON text of the poke filters of `origin` (legacy when missing); empty values are stripped and a group with nothing selected means all. Sites come as `sites[]=a&sites[]=b` (or `sites`). `hasFilters[]`: the placeholders the message uses (other origins); only customers who have those values count.
         */
        get: operations["getProfilePokeCustomersCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/poke/preflight": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Before saving: the message for a few recipients per site, and who lacks which value
         * @description Per site: the estimate, the message rendered for the first 3 recipients by name, and per placeholder the message uses how many recipients have no value for it. `problems`: the broken and invalid placeholders (with the text to write instead, when known), which keep the poke from being saved. The filters are read as a poke’s are: an unknown filter or a value out of bounds is a 400 naming it.
         */
        post: operations["postProfilePokePreflight"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message-central/{domain}/pokes/countTargets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Message-central: the customers a poke’s filters reach, per site (Admin, Poker)
         * @description `filters` is JSON text of the poke filters of `origin` (legacy when missing); empty values are stripped and a group with nothing selected means all. Sites come as `sites[]=a&sites[]=b` (or `sites`). Without sites, the domain of the path.
         */
        get: operations["getMessageCentralDomainPokesCountTargets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message-central/{domain}/pokes/getTargets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Message-central: a page of the customers a poke reaches, uuid and name (Admin, Poker)
         * @description `filters` is JSON text of the poke filters of `origin` (legacy when missing); empty values are stripped and a group with nothing selected means all. Sites come as `sites[]=a&sites[]=b` (or `sites`). By site, then name.
         */
        get: operations["getMessageCentralDomainPokesGetTargets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message-central/{domain}/pokes/filterPlayer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Message-central: customers of a site whose name starts with the query (Admin, Poker)
         * @description For targeting customers by name. With `filters` (JSON text), only customers those filters reach.
         */
        get: operations["getMessageCentralDomainPokesFilterPlayer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per operator figures (Admin) */
        get: operations["getStatisticsOperators"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics/operators/{uid}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An operator's activity timeline (Admin) */
        get: operations["getStatisticsOperatorsUidTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/personal-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My statistics (Admin, Operator) */
        get: operations["getPersonalStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics/queues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Queues per locale and pool (Admin, Manager) */
        get: operations["getStatisticsQueues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics/scores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Operator scores (Admin) */
        get: operations["getStatisticsScores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Message volume (Admin, Manager) */
        get: operations["getStatisticsMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Chats for quality review (Admin, Manager) */
        get: operations["getStatisticsChat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics/chat/{geo}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A chat's review (Admin, Manager) */
        get: operations["getStatisticsChatGeoId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics/live-conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Chats claimed now (a snapshot; live: stats.live-conversations) (Admin, Manager, AbuseChecker) */
        get: operations["getStatisticsLiveConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics/pokes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pokes per day, profile and domain (Admin) */
        get: operations["getStatisticsPokes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics/pokers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per poker (Admin, Manager, Poker) */
        get: operations["getStatisticsPokers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/poke/entertainment-profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search the entertainment profiles a poke can be sent from (Admin, Poker)
         * @description By part of the name, in `locales` (none: the caller’s geos), of `profileTypes` (none: all), page `page` of `limit` (10 by default).
         */
        post: operations["postProfilePokeEntertainmentProfiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The choices of build, eye and hair colour among the tenant’s customers */
        get: operations["getProfileFilters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/{uuid}/credits/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer’s credits (the `domain` header names the site) */
        get: operations["getProfileUuidCreditsBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message-central/{domain}/pokes/profiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Message-central: the entertainment profile a poke is sent from (Admin, Poker)
         * @description `siteName`: the site to look on (the domain of the path by default).
         */
        get: operations["getMessageCentralDomainPokesProfilesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message-central/{domain}/profiles/{id}/geowizard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Message-central: where a profile shows itself to a customer (Admin, Poker)
         * @description A geo-free profile: the known town of the country nearest to the customer. Any other: its own place.
         */
        get: operations["getMessageCentralDomainProfilesIdGeowizard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message-central/{domain}/user/profiles/count-profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Message-central: how many entertainment profiles and customers the site has */
        get: operations["getMessageCentralDomainUserProfilesCountProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pokes/{geo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a poke, or a follow-up of one (Admin, Poker)
         * @description The body is the domain’s PokeWriteRequest (filters of the poke’s origin, message, profile, schedule, follow-up link), checked whole: a bad field is a 400 naming it in words and nothing is written. The filters are those of the origin (`LegacyPokeFilters` for legacy or none, `OriginPokeFilters` otherwise), and an unknown filter is refused. Placeholders must all be valid; an attachment is used once in a poke and its follow-ups; the profile is of the poke’s locale. A poke is saved only if it could be sent (spec §5): with targets and the 'in conversation' filter off, else a 400 on `targets` or `filters.inConversation` with the spec’s reason. The server sets the agent, targets (counted per site), status and abuse review.
         */
        post: operations["postPokesGeo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pokes/{geo}/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get daily pokes: the pokes scheduled on a day in a timezone (UTC by default) */
        get: operations["getPokesGeoDaily"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pokes/{geo}/scheduled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get pokes by scheduled time (start to end) and domains (domains[]; none: all) */
        get: operations["getPokesGeoScheduled"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pokes/{geo}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A poke with its follow-ups (Admin, Poker) */
        get: operations["getPokesGeoId"];
        /**
         * Update a poke that has not gone out yet (Admin, Poker)
         * @description The body is the domain’s PokeWriteRequest (filters of the poke’s origin, message, profile, schedule, follow-up link), checked whole: a bad field is a 400 naming it in words and nothing is written. The filters are those of the origin (`LegacyPokeFilters` for legacy or none, `OriginPokeFilters` otherwise), and an unknown filter is refused. Placeholders must all be valid; an attachment is used once in a poke and its follow-ups; the profile is of the poke’s locale. A poke is saved only if it could be sent (spec §5): with targets and the 'in conversation' filter off, else a 400 on `targets` or `filters.inConversation` with the spec’s reason. The server sets the agent, targets (counted per site), status and abuse review.
         */
        put: operations["putPokesGeoId"];
        post?: never;
        /** Delete a poke with its follow-ups, or a follow-up with the ones after it */
        delete: operations["deletePokesGeoId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pokes/{geo}/{id}/follow-ups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get follow-up pokes of a poke, by index */
        get: operations["getPokesGeoIdFollowUps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pokes/{geo}/{id}/domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a domain of the locale to a poke; its targets there are counted */
        post: operations["postPokesGeoIdDomains"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pokes/{geo}/{id}/recurring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert to recurring: a copy with a frequency, a schedule and a lastLogin filter
         * @description The body is the domain’s RecurringPokeConversion. The copy is counted afresh, and refused like any poke that could not be sent (no targets).
         */
        post: operations["postPokesGeoIdRecurring"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/abuse/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pending and claimed items of the caller’s geos, messages and pokes, oldest first */
        get: operations["getAbuseQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/abuse/next": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The caller’s live claim, else claim the oldest free item (null: nothing to do) */
        post: operations["postAbuseNext"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/abuse/items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An item with its conversation around it and its audit trail */
        get: operations["getAbuseItemsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/abuse/items/{id}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Claim (status claimed, claimedBy, claimedAt) */
        post: operations["postAbuseItemsIdClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/abuse/items/{id}/unclaim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unclaim (stays claimed; claimedBy, claimedAt cleared) */
        post: operations["postAbuseItemsIdUnclaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/abuse/items/{id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Release whoever’s claim (Admin) */
        post: operations["postAbuseItemsIdRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/abuse/items/{id}/mark": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark safe or abuse (checkedAt, checkedBy; claimedBy cleared); needs the claim */
        post: operations["postAbuseItemsIdMark"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/abuse/items/{id}/remediate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Modify, delete or mark done a message marked abuse (Admin) */
        post: operations["postAbuseItemsIdRemediate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/abuse/items/{id}/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit trail of an item, oldest first */
        get: operations["getAbuseItemsIdAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/abuse/items/{id}/cluster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Undecided items of the same sender or the same text (Admin) */
        get: operations["getAbuseItemsIdCluster"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/abuse/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One verdict and one reason for many items, undoable for ABUSE_UNDO_WINDOW_MS; lists every item not decided, with why */
        post: operations["postAbuseBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/abuse/batches/{batchId}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo a recent decision (a mark or a bulk decision) of the caller */
        post: operations["postAbuseBatchesBatchIdUndo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/abuse/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Safe and abuse decisions, newest first, 10 a page (Admin) */
        get: operations["getAbuseHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/abuse/remediation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages marked abuse still to remediate (state=all: every one), 10 a page (Admin) */
        get: operations["getAbuseRemediation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reported-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reported messages of the caller’s geos, newest first, 10 a page */
        get: operations["getReportedMessages"];
        put?: never;
        /** Report a customer message of the chat the caller holds (customer categories) */
        post: operations["postReportedMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reported-messages/intake": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a customer’s report of an agent message (agent categories) */
        post: operations["postReportedMessagesIntake"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reported-messages/processed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the processed status of a reported message ({id, isProcessed}) */
        post: operations["postReportedMessagesProcessed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reported-messages/{geo}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A report with the chat around the message, 15 a page (before=/after= to page) */
        get: operations["getReportedMessagesGeoId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pokes/{geo}/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a scheduled poke (and its follow-ups) before it runs */
        post: operations["postPokesGeoIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pokes/{geo}/{id}/kill": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Kill a poke while it is being sent: the rest does not go out */
        post: operations["postPokesGeoIdKill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pokes/{geo}/{id}/send-late": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send anyway a poke found later than the grace time (it waits for this decision) */
        post: operations["postPokesGeoIdSendLate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pokes/{geo}/{id}/sending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The runs of a poke with, per site, what was sent and what was skipped and why */
        get: operations["getPokesGeoIdSending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pokes/{geo}/{id}/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the recipients of a poke by customer id (after: the last id seen; run: one run only) */
        get: operations["getPokesGeoIdRecipients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/poke/queue/statistics/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Poke queue statistics of every location of the caller’s geos */
        get: operations["getPokeQueueStatisticsLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/poke/queue/statistics/{location}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Poke queue statistics of one location */
        get: operations["getPokeQueueStatisticsLocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An entertainment or customer profile by id or uuid */
        get: operations["getProfileId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/entertainment-profiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An entertainment profile by id or uuid */
        get: operations["getEntertainmentProfilesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer profile by id or uuid */
        get: operations["getCustomersId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message-central/{domain}/profiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Message-central: a profile of the domain */
        get: operations["getMessageCentralDomainProfilesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message-central/{domain}/profiles/{id}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Message-central: the photos of a profile, as attachments */
        get: operations["getMessageCentralDomainProfilesIdAttachments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postAuthSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Signed in: an ID token (Bearer) and a refresh token; or, when a second factor is due, `{mfaRequired: true, mfaPendingToken, factors}`: factors `['totp']` finishes with POST /auth/mfa/totp, `['phone']` (a code was just sent by SMS) with POST /auth/mfa/phone. TOTP wins when both are enrolled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        idToken: string;
                        refreshToken: string;
                        expiresIn: number;
                        user: {
                            uid: string;
                            email: string;
                            name: string | null;
                            tenantId: string;
                            tenantAlias: string;
                            companyName: string | null;
                            roles: string[];
                            geos: string[];
                            forceMfa: boolean;
                            forcedTotp: boolean;
                            /** @enum {string|null} */
                            signInSecondFactor: "phone" | "totp" | null;
                        };
                    } | {
                        /** @enum {boolean} */
                        mfaRequired: true;
                        mfaPendingToken: string;
                        factors: ("phone" | "totp")[];
                    };
                };
            };
            /** @description Bad body; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Wrong credentials (auth/invalid-credential) or disabled account. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No role that may enter the app. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Too many failed attempts (auth/too-many-requests). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Signed in: an ID token (Bearer) and a refresh token; or, when a second factor is due, `{mfaRequired: true, mfaPendingToken, factors}`: factors `['totp']` finishes with POST /auth/mfa/totp, `['phone']` (a code was just sent by SMS) with POST /auth/mfa/phone. TOTP wins when both are enrolled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        idToken: string;
                        refreshToken: string;
                        expiresIn: number;
                        user: {
                            uid: string;
                            email: string;
                            name: string | null;
                            tenantId: string;
                            tenantAlias: string;
                            companyName: string | null;
                            roles: string[];
                            geos: string[];
                            forceMfa: boolean;
                            forcedTotp: boolean;
                            /** @enum {string|null} */
                            signInSecondFactor: "phone" | "totp" | null;
                        };
                    } | {
                        /** @enum {boolean} */
                        mfaRequired: true;
                        mfaPendingToken: string;
                        factors: ("phone" | "totp")[];
                    };
                };
            };
            /** @description Bad body; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Wrong credentials (auth/invalid-credential) or disabled account. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No role that may enter the app. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Too many failed attempts (auth/too-many-requests). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postAuthRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description New tokens. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        idToken: string;
                        refreshToken: string;
                        expiresIn: number;
                        user: {
                            uid: string;
                            email: string;
                            name: string | null;
                            tenantId: string;
                            tenantAlias: string;
                            companyName: string | null;
                            roles: string[];
                            geos: string[];
                            forceMfa: boolean;
                            forcedTotp: boolean;
                            /** @enum {string|null} */
                            signInSecondFactor: "phone" | "totp" | null;
                        };
                    };
                };
            };
            /** @description Bad body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Unknown, revoked or expired refresh token (auth/user-token-expired). A token that was already swapped revokes its whole sign-in session: every token of it, its ID tokens and its sockets. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postAuthSignOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refreshToken: string;
                };
            };
        };
        responses: {
            /** @description Signed out. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getAuthMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Current claims. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uid: string;
                        email: string;
                        name: string | null;
                        tenantId: string;
                        tenantAlias: string;
                        companyName: string | null;
                        roles: string[];
                        geos: string[];
                        forceMfa: boolean;
                        forcedTotp: boolean;
                        /** @enum {string|null} */
                        signInSecondFactor: "phone" | "totp" | null;
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postAuthMfaTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mfaPendingToken: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Signed in with the second factor totp. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        idToken: string;
                        refreshToken: string;
                        expiresIn: number;
                        user: {
                            uid: string;
                            email: string;
                            name: string | null;
                            tenantId: string;
                            tenantAlias: string;
                            companyName: string | null;
                            roles: string[];
                            geos: string[];
                            forceMfa: boolean;
                            forcedTotp: boolean;
                            /** @enum {string|null} */
                            signInSecondFactor: "phone" | "totp" | null;
                        };
                    };
                };
            };
            /** @description Bad body, or a wrong code or one already used: each code works once, and not after a newer one (auth/invalid-verification-code). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Pending token expired or already used to sign in (auth/invalid-multi-factor-session). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Too many wrong codes. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postAuthMfaPhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mfaPendingToken: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Signed in with the second factor phone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        idToken: string;
                        refreshToken: string;
                        expiresIn: number;
                        user: {
                            uid: string;
                            email: string;
                            name: string | null;
                            tenantId: string;
                            tenantAlias: string;
                            companyName: string | null;
                            roles: string[];
                            geos: string[];
                            forceMfa: boolean;
                            forcedTotp: boolean;
                            /** @enum {string|null} */
                            signInSecondFactor: "phone" | "totp" | null;
                        };
                    };
                };
            };
            /** @description Bad body, wrong code (auth/invalid-verification-code) or expired code (auth/code-expired). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Pending token expired or already used to sign in, or no phone code waiting (auth/invalid-multi-factor-session). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Too many wrong codes. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postAuthMfaPhoneEnroll: {
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
                     * @description E.164, with the country code.
                     * @example +31612345678
                     */
                    phoneNumber: string;
                };
            };
        };
        responses: {
            /** @description Code sent; confirm with POST /auth/mfa/phone/verify. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Not an E.164 number (auth/invalid-phone-number); names phoneNumber. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description A phone number is already enrolled. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description A code was sent less than 30 seconds ago (auth/too-many-requests). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postAuthMfaPhoneVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Enrolled; the phone factor is asked from the next sign-in. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad body, wrong code (auth/invalid-verification-code) or expired code (auth/code-expired). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No enrolment started. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Too many wrong codes. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postAuthTotpEnroll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Scan the QR code, then confirm with a code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                        otpauthUri: string;
                        qrDataUrl: string;
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Already enrolled. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postAuthTotpActivate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Enrolled; new tokens carry signInSecondFactor totp. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        idToken: string;
                        refreshToken: string;
                        expiresIn: number;
                        user: {
                            uid: string;
                            email: string;
                            name: string | null;
                            tenantId: string;
                            tenantAlias: string;
                            companyName: string | null;
                            roles: string[];
                            geos: string[];
                            forceMfa: boolean;
                            forcedTotp: boolean;
                            /** @enum {string|null} */
                            signInSecondFactor: "phone" | "totp" | null;
                        };
                    };
                };
            };
            /** @description Bad body, or a wrong code or one already used. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No enrolment started. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postAuthPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Sent when the account exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad e-mail. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Asked again within 15 minutes. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postAuthPasswordResetConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Password changed; every session of the account is signed out. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad body, or an expired or used link. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getDevOutbox: {
        parameters: {
            query: {
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            channel: string;
                            recipient: string;
                            subject: string;
                            body: string;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description The dev outbox is off. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getAccountSecondFactors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether an authenticator app and a mobile number are enrolled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totp: boolean;
                        phone: boolean;
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listTenants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenants. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            app_name: string;
                            app_logo_name: string;
                            app_primary_color: string;
                            id: string;
                            alias: string;
                            hosts: string[];
                            domains: {
                                domain: string;
                                locale: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No service token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Only an operator of the whole service may do this (SERVICE_TOKEN); a tenant’s staff may not. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Unknown tenant; or the server has no SERVICE_TOKEN (the call does not exist). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    createTenant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    alias: string;
                    id?: string;
                    hosts: string[];
                    app_name: string;
                    app_logo_name: string;
                    app_primary_color: string;
                };
            };
        };
        responses: {
            /** @description The new tenant. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            app_name: string;
                            app_logo_name: string;
                            app_primary_color: string;
                            id: string;
                            alias: string;
                            hosts: string[];
                            domains: {
                                domain: string;
                                locale: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No service token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Only an operator of the whole service may do this (SERVICE_TOKEN); a tenant’s staff may not. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Unknown tenant; or the server has no SERVICE_TOKEN (the call does not exist). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The alias, id or a host is another tenant’s; the message names which. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    updateTenantAppearance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                alias: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    app_name?: string;
                    app_logo_name?: string;
                    app_primary_color?: string;
                };
            };
        };
        responses: {
            /** @description The tenant as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            app_name: string;
                            app_logo_name: string;
                            app_primary_color: string;
                            id: string;
                            alias: string;
                            hosts: string[];
                            domains: {
                                domain: string;
                                locale: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No service token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Only an operator of the whole service may do this (SERVICE_TOKEN); a tenant’s staff may not. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Unknown tenant; or the server has no SERVICE_TOKEN (the call does not exist). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    addTenantDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                alias: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    domain: string;
                    locale: string;
                    tenantAlias?: string | null;
                    /** Format: uri */
                    cdnBaseLiveUrl?: string | null;
                    /** @default false */
                    suggestionsEnabled?: boolean;
                    geoStrategy?: string | null;
                    geoStrategyCityField?: string | null;
                    geoStrategyRegionField?: string | null;
                    /** @default false */
                    geoWizardEnabled?: boolean;
                    /** @default false */
                    profileApiEnabled?: boolean;
                    /** Format: uri */
                    messageCentralUrl?: string | null;
                    /** @default [] */
                    profileTypes?: string[];
                };
            };
        };
        responses: {
            /** @description The tenant with its domains. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            app_name: string;
                            app_logo_name: string;
                            app_primary_color: string;
                            id: string;
                            alias: string;
                            hosts: string[];
                            domains: {
                                domain: string;
                                locale: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No service token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Only an operator of the whole service may do this (SERVICE_TOKEN); a tenant’s staff may not. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Unknown tenant; or the server has no SERVICE_TOKEN (the call does not exist). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The domain already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    addTenantAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                alias: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    displayName?: string | null;
                    geos?: string[];
                };
            };
        };
        responses: {
            /** @description The new admin. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            uid: string;
                            email: string;
                            displayName: string | null;
                            roles: string[];
                            geos: string[];
                            companyName: string | null;
                            disabled: boolean;
                            forceMfa: boolean;
                            forcedTotp: boolean;
                            hasTotp: boolean;
                            hasPhone: boolean;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No service token, or a wrong one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Only an operator of the whole service may do this (SERVICE_TOKEN); a tenant’s staff may not. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Unknown tenant; or the server has no SERVICE_TOKEN (the call does not exist). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The email is another account’s. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getFirebaseDefault: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Start-up configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tenantHeader: string;
                        signInPath: string;
                        apiVersion: string;
                    };
                };
            };
            /** @description A NUL (%00) in the query string. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getFirebaseTenantHost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                host: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant alias. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tenantId: string;
                    };
                };
            };
            /** @description No tenant for this host. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getTenantAliasInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                alias: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Appearance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: {
                                app_name: string;
                                app_logo_name: string;
                                app_primary_color: string;
                            };
                        };
                    };
                };
            };
            /** @description Unknown tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getFirebaseProjectsCentral: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Config. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        projectId: string;
                        apiBase: string;
                    };
                };
            };
            /** @description A NUL (%00) in the query string. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getFirebaseProjectsLocales: {
        parameters: {
            query: {
                locales: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description locale → project. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string;
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role, tenant or locale not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getFirebaseProjectsRegional: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Projects. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        projects: {
                            locale: string;
                            projectId: string;
                        }[];
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role, tenant or locale not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getFirebaseTokenRegionName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                regionName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Custom token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        expiresIn: number;
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role, tenant or locale not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getDomains: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Domain list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            domain: string;
                            locale: string;
                            tenantAlias?: string | null;
                            /** Format: uri */
                            cdnBaseLiveUrl?: string | null;
                            /** @default false */
                            suggestionsEnabled: boolean;
                            geoStrategy?: string | null;
                            geoStrategyCityField?: string | null;
                            geoStrategyRegionField?: string | null;
                            /** @default false */
                            geoWizardEnabled: boolean;
                            /** @default false */
                            profileApiEnabled: boolean;
                            /** Format: uri */
                            messageCentralUrl?: string | null;
                            /** @default [] */
                            profileTypes: string[];
                        }[];
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role, tenant or locale not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getDomainsConfigPoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Poke domain config. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            domain: string;
                            locale: string;
                            tenantAlias?: string | null;
                            /** Format: uri */
                            cdnBaseLiveUrl?: string | null;
                            /** @default false */
                            suggestionsEnabled: boolean;
                            geoStrategy?: string | null;
                            geoStrategyCityField?: string | null;
                            geoStrategyRegionField?: string | null;
                            /** @default false */
                            geoWizardEnabled: boolean;
                            /** @default false */
                            profileApiEnabled: boolean;
                            /** Format: uri */
                            messageCentralUrl?: string | null;
                            /** @default [] */
                            profileTypes: string[];
                        }[];
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role, tenant or locale not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postAnnouncementTopics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    locale: string;
                    title: string;
                    /** @default  */
                    emoji?: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role or locale not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postAnnouncements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    topicId: string;
                    message: string;
                };
            };
        };
        responses: {
            /** @description Published; live to operators at once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role or locale not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such topic. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    deleteAnnouncementsId: {
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
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role or locale not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    patchAnnouncementsId: {
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
                "application/json": {
                    message: string;
                };
            };
        };
        responses: {
            /** @description Changed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role or locale not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    deleteAnnouncementTopicsId: {
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
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role or locale not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    patchAnnouncementTopicsId: {
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
                "application/json": {
                    title?: string;
                    emoji?: string;
                };
            };
        };
        responses: {
            /** @description Changed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role or locale not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getTriggers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every trigger type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            type: "flirt" | "favorite" | "like" | "proposal" | "profile_visit" | "stopped_conversation" | "re_engagement";
                            description: string;
                            queueable: boolean;
                            suggestions: boolean;
                            chats: number;
                        }[];
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins only, within their geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postTriggersFire: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "flirt" | "favorite" | "like" | "proposal" | "profile_visit" | "stopped_conversation" | "re_engagement";
                    customerId: string;
                    profileId: string;
                    /** @enum {string} */
                    pool?: "SFW" | "NSFW" | "AGENT_ONLY";
                };
            };
        };
        responses: {
            /** @description The chat and its new message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        chatId: string;
                        messageId: string;
                        created: boolean;
                        queued: boolean;
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins only, within their geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such customer or profile. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getDebugInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description About this server process. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        serverVersion: string;
                        node: string;
                        processId: string;
                        startedAt: string;
                        /** @enum {string} */
                        cache: "redis" | "in-process";
                        tenant: {
                            id: string;
                            alias: string;
                            appName: string;
                            appLogoName: string;
                            appPrimaryColor: string;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Developers only. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getSystemNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description History. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            message: string;
                            type: string;
                            createdBy: string;
                            createdAt: string;
                            showUntilAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins only. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postSystemNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                    /**
                     * @default info
                     * @enum {string}
                     */
                    type?: "success" | "error" | "info" | "warning";
                    /**
                     * Format: date-time
                     * @default null
                     */
                    showUntilAt?: string | null;
                };
            };
        };
        responses: {
            /** @description Posted; shown live at once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        message: string;
                        type: string;
                        createdBy: string;
                        createdAt: string;
                        showUntilAt: string | null;
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins only. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getSystemNotificationsCurrent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Current. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            message: string;
                            type: string;
                            createdBy: string;
                            createdAt: string;
                            showUntilAt: string | null;
                        } | null;
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins only. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postSystemNotificationsIdDisable: {
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
            /** @description Disabled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        message: string;
                        type: string;
                        createdBy: string;
                        createdAt: string;
                        showUntilAt: string | null;
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins only. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postAnalyticsScreenView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    path: string;
                    /** @default  */
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Recorded. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad body. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getOperatorsConnected: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Operators by pool; geos is JSON text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @default {} */
                        SFW: {
                            /** @default [] */
                            operators: {
                                id: string;
                                /** @default [] */
                                geos: string;
                                /** @default  */
                                name: string;
                            }[];
                        };
                        /** @default {} */
                        NSFW: {
                            /** @default [] */
                            operators: {
                                id: string;
                                /** @default [] */
                                geos: string;
                                /** @default  */
                                name: string;
                            }[];
                        };
                        /** @default {} */
                        AGENT_ONLY: {
                            /** @default [] */
                            operators: {
                                id: string;
                                /** @default [] */
                                geos: string;
                                /** @default  */
                                name: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postOperatorsUidDisconnect: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many connections were closed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        disconnected: number;
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such user in this tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            uid: string;
                            email: string;
                            displayName: string | null;
                            roles: string[];
                            geos: string[];
                            companyName: string | null;
                            disabled: boolean;
                            forceMfa: boolean;
                            forcedTotp: boolean;
                            hasTotp: boolean;
                            hasPhone: boolean;
                        }[];
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins only. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    displayName?: string | null;
                    companyName?: string | null;
                    roles: ("CHAT_OPERATOR" | "CHAT_OPERATOR:SFW" | "CHAT_OPERATOR:NSFW" | "CHAT_OPERATOR:AGENT_ONLY" | "CHAT_POKER" | "CHAT_MANAGER" | "CHAT_ADMIN" | "CHAT_ABUSE_CHECKER" | "CHAT_BETA_ACCESS" | "DEBUG_DEVELOPER" | "CHAT_SUGGESTIONS")[];
                    geos: string[];
                    /** @default false */
                    forceMfa?: boolean;
                    /** @default false */
                    forcedTotp?: boolean;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            uid: string;
                            email: string;
                            displayName: string | null;
                            roles: string[];
                            geos: string[];
                            companyName: string | null;
                            disabled: boolean;
                            forceMfa: boolean;
                            forcedTotp: boolean;
                            hasTotp: boolean;
                            hasPhone: boolean;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins only. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The email is taken. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    putUsersUidRoles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    roles: ("CHAT_OPERATOR" | "CHAT_OPERATOR:SFW" | "CHAT_OPERATOR:NSFW" | "CHAT_OPERATOR:AGENT_ONLY" | "CHAT_POKER" | "CHAT_MANAGER" | "CHAT_ADMIN" | "CHAT_ABUSE_CHECKER" | "CHAT_BETA_ACCESS" | "DEBUG_DEVELOPER" | "CHAT_SUGGESTIONS")[];
                };
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            uid: string;
                            email: string;
                            displayName: string | null;
                            roles: string[];
                            geos: string[];
                            companyName: string | null;
                            disabled: boolean;
                            forceMfa: boolean;
                            forcedTotp: boolean;
                            hasTotp: boolean;
                            hasPhone: boolean;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins only. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such user in this tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    putUsersUidGeos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    geos: string[];
                };
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            uid: string;
                            email: string;
                            displayName: string | null;
                            roles: string[];
                            geos: string[];
                            companyName: string | null;
                            disabled: boolean;
                            forceMfa: boolean;
                            forcedTotp: boolean;
                            hasTotp: boolean;
                            hasPhone: boolean;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins only. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such user in this tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postUsersUidDisable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Disabled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            uid: string;
                            email: string;
                            displayName: string | null;
                            roles: string[];
                            geos: string[];
                            companyName: string | null;
                            disabled: boolean;
                            forceMfa: boolean;
                            forcedTotp: boolean;
                            hasTotp: boolean;
                            hasPhone: boolean;
                            signedOut: number;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins only. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such user in this tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postUsersUidEnable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Enabled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            uid: string;
                            email: string;
                            displayName: string | null;
                            roles: string[];
                            geos: string[];
                            companyName: string | null;
                            disabled: boolean;
                            forceMfa: boolean;
                            forcedTotp: boolean;
                            hasTotp: boolean;
                            hasPhone: boolean;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins only. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such user in this tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postUsersUidResetMfa: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            uid: string;
                            email: string;
                            displayName: string | null;
                            roles: string[];
                            geos: string[];
                            companyName: string | null;
                            disabled: boolean;
                            forceMfa: boolean;
                            forcedTotp: boolean;
                            hasTotp: boolean;
                            hasPhone: boolean;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins only. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such user in this tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getOperators: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Operators. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            uid: string;
                            email: string;
                            displayName: string | null;
                            roles: string[];
                            geos: string[];
                            disabled: boolean;
                            connected: boolean;
                        }[];
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins and managers only. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listLatestStaffActions: {
        parameters: {
            query: {
                recordType: "user" | "abuse-word" | "system-notification" | "announcement" | "topic" | "poke" | "flagged-item" | "session" | "cache" | "trigger" | "tenant" | "domain";
                recordIds: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The newest entry of each record that has one; the others are absent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            actor: {
                                uid: string;
                                name: string;
                            };
                            /** @enum {string} */
                            kind: "user.create" | "user.roles" | "user.geos" | "user.disable" | "user.enable" | "user.mfa-reset" | "session.sign-out" | "abuse-word.create" | "abuse-word.delete" | "abuse-word.import" | "system-notification.create" | "system-notification.disable" | "announcement.create" | "announcement.update" | "announcement.delete" | "topic.create" | "topic.update" | "topic.delete" | "poke.create" | "poke.update" | "poke.send-now" | "poke.send-late" | "poke.cancel" | "poke.kill" | "poke.delete" | "poke.convert-recurring" | "poke.add-domain" | "flagged-item.remediate" | "cache.delete" | "trigger.run" | "tenant.create" | "tenant.appearance" | "domain.create";
                            record: {
                                /** @enum {string} */
                                type: "user" | "abuse-word" | "system-notification" | "announcement" | "topic" | "poke" | "flagged-item" | "session" | "cache" | "trigger" | "tenant" | "domain";
                                id: string;
                                label: string | null;
                            };
                            before: {
                                [key: string]: unknown;
                            } | null;
                            after: {
                                [key: string]: unknown;
                            } | null;
                            requestId: string | null;
                        }[];
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins only. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    listStaffActions: {
        parameters: {
            query?: {
                actor?: string;
                kind?: "user.create" | "user.roles" | "user.geos" | "user.disable" | "user.enable" | "user.mfa-reset" | "session.sign-out" | "abuse-word.create" | "abuse-word.delete" | "abuse-word.import" | "system-notification.create" | "system-notification.disable" | "announcement.create" | "announcement.update" | "announcement.delete" | "topic.create" | "topic.update" | "topic.delete" | "poke.create" | "poke.update" | "poke.send-now" | "poke.send-late" | "poke.cancel" | "poke.kill" | "poke.delete" | "poke.convert-recurring" | "poke.add-domain" | "flagged-item.remediate" | "cache.delete" | "trigger.run" | "tenant.create" | "tenant.appearance" | "domain.create";
                recordType?: "user" | "abuse-word" | "system-notification" | "announcement" | "topic" | "poke" | "flagged-item" | "session" | "cache" | "trigger" | "tenant" | "domain";
                recordId?: string;
                from?: string;
                to?: string;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of entries and the cursor of the next. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** Format: date-time */
                            at: string;
                            actor: {
                                uid: string;
                                name: string;
                            };
                            /** @enum {string} */
                            kind: "user.create" | "user.roles" | "user.geos" | "user.disable" | "user.enable" | "user.mfa-reset" | "session.sign-out" | "abuse-word.create" | "abuse-word.delete" | "abuse-word.import" | "system-notification.create" | "system-notification.disable" | "announcement.create" | "announcement.update" | "announcement.delete" | "topic.create" | "topic.update" | "topic.delete" | "poke.create" | "poke.update" | "poke.send-now" | "poke.send-late" | "poke.cancel" | "poke.kill" | "poke.delete" | "poke.convert-recurring" | "poke.add-domain" | "flagged-item.remediate" | "cache.delete" | "trigger.run" | "tenant.create" | "tenant.appearance" | "domain.create";
                            record: {
                                /** @enum {string} */
                                type: "user" | "abuse-word" | "system-notification" | "announcement" | "topic" | "poke" | "flagged-item" | "session" | "cache" | "trigger" | "tenant" | "domain";
                                id: string;
                                label: string | null;
                            };
                            before: {
                                [key: string]: unknown;
                            } | null;
                            after: {
                                [key: string]: unknown;
                            } | null;
                            requestId: string | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins only. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postAbuseWordsDryRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    value: string;
                    locale?: "" | string | null;
                };
            };
        };
        responses: {
            /** @description Counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            messages: number;
                            pokes: number;
                            capped: {
                                messages: boolean;
                                pokes: boolean;
                            };
                            examples: {
                                /** @enum {string} */
                                kind: "message" | "poke";
                                id: string;
                                locale: string;
                                text: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins only. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getAbuseWordsExport: {
        parameters: {
            query?: {
                locale?: "" | string;
                format?: "csv" | "json";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The words, by locale then value. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/json": {
                        data: {
                            id: string;
                            value: string;
                            locale?: string | "" | null;
                        }[];
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins only. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getAbuseWords: {
        parameters: {
            query?: {
                locale?: "" | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Words. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            value: string;
                            locale?: string | "" | null;
                        }[];
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins only. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postAbuseWords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    value: string;
                    locale?: string | "" | null;
                };
            };
        };
        responses: {
            /** @description Added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            value: string;
                            locale?: string | "" | null;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins only. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The word already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postAbuseWordsImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    words: {
                        value: string;
                        locale?: string | null;
                        line?: number;
                    }[];
                    /** @default false */
                    atomic?: boolean;
                };
            };
        };
        responses: {
            /** @description What was added and refused. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            added: number;
                            rejected: {
                                line: number;
                                value: string;
                                reason: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins only. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    deleteAbuseWordsId: {
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
            /** @description The word removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            value: string;
                            locale?: string | "" | null;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins only. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such word in this tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getRedisKeysPattern: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A Redis glob pattern. */
                pattern: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: string[];
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admin or Developer only. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    deleteRedisKeysPattern: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A Redis glob pattern. */
                pattern: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many keys went. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deleted: number;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admin or Developer only. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getRedisValuesKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The value. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            key: string;
                            value: string;
                            ttlMs: number | null;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admin or Developer only. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such key. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    deleteRedisKey: {
        parameters: {
            query: {
                key: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 1 if the key existed, else 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deleted: number;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admin or Developer only. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    deleteRedisCache: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many keys went. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deleted: number;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admin or Developer only. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getRedisPoolsGeoGeoTenantTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                geo: string;
                tenant: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Operators by pool; geos is JSON text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @default {} */
                            SFW: {
                                /** @default [] */
                                operators: {
                                    id: string;
                                    /** @default [] */
                                    geos: string;
                                    /** @default  */
                                    name: string;
                                }[];
                            };
                            /** @default {} */
                            NSFW: {
                                /** @default [] */
                                operators: {
                                    id: string;
                                    /** @default [] */
                                    geos: string;
                                    /** @default  */
                                    name: string;
                                }[];
                            };
                            /** @default {} */
                            AGENT_ONLY: {
                                /** @default [] */
                                operators: {
                                    id: string;
                                    /** @default [] */
                                    geos: string;
                                    /** @default  */
                                    name: string;
                                }[];
                            };
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admin or Developer only, and only for their own tenant and geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postChatsIdClaim: {
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
                "application/json": {
                    domain: string;
                    /**
                     * @default NSFW
                     * @enum {string}
                     */
                    messagePool?: "SFW" | "NSFW" | "AGENT_ONLY";
                };
            };
        };
        responses: {
            /** @description Claimed by the caller, with claimExpiresAt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @default null */
                            domain: string | null;
                            locale: string;
                            /** @default null */
                            customer: {
                                id: string;
                                /** @default null */
                                uuid: string | null;
                                /** @default null */
                                name: string | null;
                                /** @default null */
                                avatar: string | null;
                            } | null;
                            /** @default null */
                            profile: {
                                id: string;
                                /** @default null */
                                uuid: string | null;
                                /** @default null */
                                name: string | null;
                                /** @default null */
                                avatar: string | null;
                            } | null;
                            /** @default false */
                            isConversation: boolean;
                            /** @default false */
                            isDeleted: boolean;
                            /**
                             * Format: date-time
                             * @default null
                             */
                            createdAt: string | null;
                            /**
                             * Format: date-time
                             * @default null
                             */
                            updatedAt: string | null;
                            /** @default null */
                            lastMessage: {
                                id: string;
                                /** @default  */
                                content: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** @default normal */
                                type: string;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                deletedAt: string | null;
                                /** @default null */
                                deleted: {
                                    by: string;
                                    reason: string;
                                } | null;
                                /** @default null */
                                maskedContent: string | null;
                                abuse_modification_data?: string | {
                                    modified_content?: string | null;
                                    modified_attachment?: string | null;
                                    modified_by?: string | null;
                                } | null;
                                /** @default false */
                                isFree: boolean;
                            } | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            lastSenderType: "customer" | "agent" | "trigger" | "poke" | "system" | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            lastMessageMessagePool: "SFW" | "NSFW" | "AGENT_ONLY" | null;
                            /** @default null */
                            claimedBy: string | null;
                            /**
                             * Format: date-time
                             * @default null
                             */
                            claimExpiresAt: string | null;
                            /** @default null */
                            origin: {
                                type: string;
                            } | null;
                            /** @default null */
                            trigger: {
                                type: string;
                            } | null;
                            /** @default [] */
                            usedAttachments: string[];
                            /** @default [] */
                            attachments: {
                                hash?: string;
                                /** Format: uri */
                                url?: string;
                                displayUrl?: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role, pool or locale not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such chat in this tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description chat/claimed-by-another (someone else holds it, or it no longer waits) or chat/already-claiming. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postChatsClaimNext: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    pool: "SFW" | "NSFW" | "AGENT_ONLY";
                    locales?: string[];
                };
            };
        };
        responses: {
            /** @description The chat now claimed by the caller. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @default null */
                            domain: string | null;
                            locale: string;
                            /** @default null */
                            customer: {
                                id: string;
                                /** @default null */
                                uuid: string | null;
                                /** @default null */
                                name: string | null;
                                /** @default null */
                                avatar: string | null;
                            } | null;
                            /** @default null */
                            profile: {
                                id: string;
                                /** @default null */
                                uuid: string | null;
                                /** @default null */
                                name: string | null;
                                /** @default null */
                                avatar: string | null;
                            } | null;
                            /** @default false */
                            isConversation: boolean;
                            /** @default false */
                            isDeleted: boolean;
                            /**
                             * Format: date-time
                             * @default null
                             */
                            createdAt: string | null;
                            /**
                             * Format: date-time
                             * @default null
                             */
                            updatedAt: string | null;
                            /** @default null */
                            lastMessage: {
                                id: string;
                                /** @default  */
                                content: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** @default normal */
                                type: string;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                deletedAt: string | null;
                                /** @default null */
                                deleted: {
                                    by: string;
                                    reason: string;
                                } | null;
                                /** @default null */
                                maskedContent: string | null;
                                abuse_modification_data?: string | {
                                    modified_content?: string | null;
                                    modified_attachment?: string | null;
                                    modified_by?: string | null;
                                } | null;
                                /** @default false */
                                isFree: boolean;
                            } | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            lastSenderType: "customer" | "agent" | "trigger" | "poke" | "system" | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            lastMessageMessagePool: "SFW" | "NSFW" | "AGENT_ONLY" | null;
                            /** @default null */
                            claimedBy: string | null;
                            /**
                             * Format: date-time
                             * @default null
                             */
                            claimExpiresAt: string | null;
                            /** @default null */
                            origin: {
                                type: string;
                            } | null;
                            /** @default null */
                            trigger: {
                                type: string;
                            } | null;
                            /** @default [] */
                            usedAttachments: string[];
                            /** @default [] */
                            attachments: {
                                hash?: string;
                                /** Format: uri */
                                url?: string;
                                displayUrl?: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role, pool or locale not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description chat/queue-empty. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description chat/already-claiming. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postChatsIdRelease: {
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
            /** @description Released: the chat is back in its queue if it still waits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @default null */
                            domain: string | null;
                            locale: string;
                            /** @default null */
                            customer: {
                                id: string;
                                /** @default null */
                                uuid: string | null;
                                /** @default null */
                                name: string | null;
                                /** @default null */
                                avatar: string | null;
                            } | null;
                            /** @default null */
                            profile: {
                                id: string;
                                /** @default null */
                                uuid: string | null;
                                /** @default null */
                                name: string | null;
                                /** @default null */
                                avatar: string | null;
                            } | null;
                            /** @default false */
                            isConversation: boolean;
                            /** @default false */
                            isDeleted: boolean;
                            /**
                             * Format: date-time
                             * @default null
                             */
                            createdAt: string | null;
                            /**
                             * Format: date-time
                             * @default null
                             */
                            updatedAt: string | null;
                            /** @default null */
                            lastMessage: {
                                id: string;
                                /** @default  */
                                content: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** @default normal */
                                type: string;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                deletedAt: string | null;
                                /** @default null */
                                deleted: {
                                    by: string;
                                    reason: string;
                                } | null;
                                /** @default null */
                                maskedContent: string | null;
                                abuse_modification_data?: string | {
                                    modified_content?: string | null;
                                    modified_attachment?: string | null;
                                    modified_by?: string | null;
                                } | null;
                                /** @default false */
                                isFree: boolean;
                            } | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            lastSenderType: "customer" | "agent" | "trigger" | "poke" | "system" | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            lastMessageMessagePool: "SFW" | "NSFW" | "AGENT_ONLY" | null;
                            /** @default null */
                            claimedBy: string | null;
                            /**
                             * Format: date-time
                             * @default null
                             */
                            claimExpiresAt: string | null;
                            /** @default null */
                            origin: {
                                type: string;
                            } | null;
                            /** @default null */
                            trigger: {
                                type: string;
                            } | null;
                            /** @default [] */
                            usedAttachments: string[];
                            /** @default [] */
                            attachments: {
                                hash?: string;
                                /** Format: uri */
                                url?: string;
                                displayUrl?: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role, pool or locale not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such chat in this tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description chat/not-claimed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getChatsClaimed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chat or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @default null */
                            domain: string | null;
                            locale: string;
                            /** @default null */
                            customer: {
                                id: string;
                                /** @default null */
                                uuid: string | null;
                                /** @default null */
                                name: string | null;
                                /** @default null */
                                avatar: string | null;
                            } | null;
                            /** @default null */
                            profile: {
                                id: string;
                                /** @default null */
                                uuid: string | null;
                                /** @default null */
                                name: string | null;
                                /** @default null */
                                avatar: string | null;
                            } | null;
                            /** @default false */
                            isConversation: boolean;
                            /** @default false */
                            isDeleted: boolean;
                            /**
                             * Format: date-time
                             * @default null
                             */
                            createdAt: string | null;
                            /**
                             * Format: date-time
                             * @default null
                             */
                            updatedAt: string | null;
                            /** @default null */
                            lastMessage: {
                                id: string;
                                /** @default  */
                                content: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** @default normal */
                                type: string;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                deletedAt: string | null;
                                /** @default null */
                                deleted: {
                                    by: string;
                                    reason: string;
                                } | null;
                                /** @default null */
                                maskedContent: string | null;
                                abuse_modification_data?: string | {
                                    modified_content?: string | null;
                                    modified_attachment?: string | null;
                                    modified_by?: string | null;
                                } | null;
                                /** @default false */
                                isFree: boolean;
                            } | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            lastSenderType: "customer" | "agent" | "trigger" | "poke" | "system" | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            lastMessageMessagePool: "SFW" | "NSFW" | "AGENT_ONLY" | null;
                            /** @default null */
                            claimedBy: string | null;
                            /**
                             * Format: date-time
                             * @default null
                             */
                            claimExpiresAt: string | null;
                            /** @default null */
                            origin: {
                                type: string;
                            } | null;
                            /** @default null */
                            trigger: {
                                type: string;
                            } | null;
                            /** @default [] */
                            usedAttachments: string[];
                            /** @default [] */
                            attachments: {
                                hash?: string;
                                /** Format: uri */
                                url?: string;
                                displayUrl?: string;
                            }[];
                        } | null;
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role, pool or locale not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getChatsIdMessages: {
        parameters: {
            query?: {
                before?: string;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Oldest first; hasMore when older messages remain. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @default  */
                            content: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** @default normal */
                            type: string;
                            /**
                             * Format: date-time
                             * @default null
                             */
                            deletedAt: string | null;
                            /** @default null */
                            deleted: {
                                by: string;
                                reason: string;
                            } | null;
                            /** @default null */
                            maskedContent: string | null;
                            abuse_modification_data?: string | {
                                modified_content?: string | null;
                                modified_attachment?: string | null;
                                modified_by?: string | null;
                            } | null;
                            /** @default null */
                            previousMessage: string | null;
                            /** @enum {string} */
                            senderType: "customer" | "agent" | "trigger" | "poke" | "system";
                            /** @default null */
                            senderId: string | null;
                            /** @default null */
                            senderName: string | null;
                            /** @default null */
                            attachment: {
                                hash?: string;
                                /** Format: uri */
                                url?: string;
                                displayUrl?: string;
                            } | null;
                            /** @default false */
                            imported: boolean;
                        }[];
                        hasMore: boolean;
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role, pool or locale not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such chat in this tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postMessageSend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    chatDocumentId: string;
                    message: {
                        /** @enum {string} */
                        senderType: "agent";
                        senderId: string;
                        senderName?: string | null;
                        /** @default  */
                        content?: string;
                        /** @default normal */
                        type?: string;
                        attachment?: {
                            hash?: string;
                            /** Format: uri */
                            url?: string;
                            displayUrl?: string;
                        } | null;
                        previousMessage?: string | null;
                    };
                    domain: string;
                    /** @default {} */
                    metadata?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description The message as stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @default  */
                            content: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** @default normal */
                            type: string;
                            /**
                             * Format: date-time
                             * @default null
                             */
                            deletedAt: string | null;
                            /** @default null */
                            deleted: {
                                by: string;
                                reason: string;
                            } | null;
                            /** @default null */
                            maskedContent: string | null;
                            abuse_modification_data?: string | {
                                modified_content?: string | null;
                                modified_attachment?: string | null;
                                modified_by?: string | null;
                            } | null;
                            /** @default null */
                            previousMessage: string | null;
                            /** @enum {string} */
                            senderType: "customer" | "agent" | "trigger" | "poke" | "system";
                            /** @default null */
                            senderId: string | null;
                            /** @default null */
                            senderName: string | null;
                            /** @default null */
                            attachment: {
                                hash?: string;
                                /** Format: uri */
                                url?: string;
                                displayUrl?: string;
                            } | null;
                            /** @default false */
                            imported: boolean;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role, pool or locale not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such chat in this tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description chat/not-claimed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postMessageDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    chatId: string;
                    messageId: string;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The deleted message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @default  */
                            content: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** @default normal */
                            type: string;
                            /**
                             * Format: date-time
                             * @default null
                             */
                            deletedAt: string | null;
                            /** @default null */
                            deleted: {
                                by: string;
                                reason: string;
                            } | null;
                            /** @default null */
                            maskedContent: string | null;
                            abuse_modification_data?: string | {
                                modified_content?: string | null;
                                modified_attachment?: string | null;
                                modified_by?: string | null;
                            } | null;
                            /** @default null */
                            previousMessage: string | null;
                            /** @enum {string} */
                            senderType: "customer" | "agent" | "trigger" | "poke" | "system";
                            /** @default null */
                            senderId: string | null;
                            /** @default null */
                            senderName: string | null;
                            /** @default null */
                            attachment: {
                                hash?: string;
                                /** Format: uri */
                                url?: string;
                                displayUrl?: string;
                            } | null;
                            /** @default false */
                            imported: boolean;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Not a moderator (Admin, Manager, AbuseChecker), or the chat’s locale is not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such chat or message. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postMessageUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    chatId: string;
                    messageId: string;
                    abuse_modification_data: {
                        modified_content?: string | null;
                        modified_attachment?: string | null;
                        modified_by?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description The modified message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @default  */
                            content: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** @default normal */
                            type: string;
                            /**
                             * Format: date-time
                             * @default null
                             */
                            deletedAt: string | null;
                            /** @default null */
                            deleted: {
                                by: string;
                                reason: string;
                            } | null;
                            /** @default null */
                            maskedContent: string | null;
                            abuse_modification_data?: string | {
                                modified_content?: string | null;
                                modified_attachment?: string | null;
                                modified_by?: string | null;
                            } | null;
                            /** @default null */
                            previousMessage: string | null;
                            /** @enum {string} */
                            senderType: "customer" | "agent" | "trigger" | "poke" | "system";
                            /** @default null */
                            senderId: string | null;
                            /** @default null */
                            senderName: string | null;
                            /** @default null */
                            attachment: {
                                hash?: string;
                                /** Format: uri */
                                url?: string;
                                displayUrl?: string;
                            } | null;
                            /** @default false */
                            imported: boolean;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Not a moderator (Admin, Manager, AbuseChecker), or the chat’s locale is not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such chat or message. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postLogsSave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    chatId: string;
                    log: {
                        id?: string;
                        /** @enum {string} */
                        concerning: "customer" | "entertainmentProfile";
                        /** @enum {string} */
                        category: "personal" | "family" | "hobbies" | "work" | "sex" | "health" | "updates" | "other";
                        content: {
                            group: string;
                            groupValue: string | null;
                            value: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description The saved log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            concerning: "customer" | "entertainmentProfile";
                            /** @enum {string|null} */
                            category?: "personal" | "family" | "hobbies" | "work" | "sex" | "health" | "updates" | "other" | null;
                            content?: string | {
                                /** @default other */
                                group: string;
                                groupValue?: string | null;
                                /** @default  */
                                value: string;
                            } | null;
                            locale: string;
                            createdBy: string;
                            createdByName?: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            updatedBy?: string | null;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Neither the operator holding the chat’s claim nor Admin, Manager or AbuseChecker; not the log’s author or a supervisor; or the chat’s locale is not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such chat or log. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postLogsRemove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    chatId: string;
                    id: string;
                };
            };
        };
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Neither the operator holding the chat’s claim nor Admin, Manager or AbuseChecker; not the log’s author or a supervisor; or the chat’s locale is not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such chat or log. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postSuggestionsReGenerate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    chatId: string;
                    messageId: string;
                    domain: string;
                    locale: string;
                    /** @default null */
                    selectedImage?: string | null;
                    /** @default false */
                    fullAI?: boolean;
                };
            };
        };
        responses: {
            /** @description The new suggestion, also sent to the chat’s live suggestions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            messageId: string;
                            suggestion: string;
                            /** @default false */
                            wantedImage: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            /** @default [] */
                            imageTags: string[];
                            id: string;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Suggestions are not offered here (domain setting, role, trigger type), or the chat is not the caller’s to read. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such chat or message. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postUrlSign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    domain?: string;
                };
            };
        };
        responses: {
            /** @description The signed URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: string;
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The domain, or the sites serving the CDN URL, are outside your geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Unknown domain. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The domain has no CDN base URL or tenant alias. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postUrlSignBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    urls: string[];
                    /** @default true */
                    with_keys?: boolean;
                    domain?: string;
                };
            };
        };
        responses: {
            /** @description Signed URLs by the URL asked for (with_keys), or in order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: string;
                        } | string[];
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The domain, or the sites serving a CDN URL, are outside your geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Unknown domain. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The domain has no CDN base URL or tenant alias. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getFilesAttachmentsName: {
        parameters: {
            query: {
                expires: number;
                signature: string;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            /** @description No expiry or signature. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Bad or expired signature. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such file. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getGeoPlacesLevels: {
        parameters: {
            query: {
                strategy: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description levels. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        levels: number;
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Never: every signed-in user may read places. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getGeoPlacesOptions: {
        parameters: {
            query: {
                country: string;
                level: number;
                strategy?: string;
                parent?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        options: {
                            value: string;
                            label: string;
                        }[];
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Never: every signed-in user may read places. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getProfilePokeCustomersCount: {
        parameters: {
            query: {
                "sites[]"?: string | string[];
                sites?: string | string[];
                filters?: string;
                entertainment_profile_uuid: string;
                origin?: string;
                funnel?: "true" | "false";
                "hasFilters[]"?: string | string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customers the filters reach: `estimate` over all sites, `targetsPerDomain` per site, and with `funnel=true` how each chosen filter narrows the customers of the sites. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            estimate: number;
                            targetsPerDomain: {
                                site: string;
                                estimate: number;
                                /** @default 0 */
                                reached: number;
                            }[];
                            funnel?: {
                                total: number;
                                steps: {
                                    filter: string;
                                    label: string;
                                    estimate: number;
                                }[];
                                perDomain?: {
                                    site: string;
                                    total: number;
                                    steps: {
                                        filter: string;
                                        label: string;
                                        estimate: number;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins and pokers only, on sites of their geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such entertainment profile. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postProfilePokePreflight: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sites: string[];
                    locale: string;
                    /**
                     * @default {
                     *       "type": "legacy"
                     *     }
                     */
                    origin?: {
                        type: string;
                    };
                    /** @default {} */
                    filters?: {
                        [key: string]: unknown;
                    };
                    content: string;
                    profileUuid: string;
                };
            };
        };
        responses: {
            /** @description The preflight. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            used: string[];
                            problems?: {
                                text: string;
                                /** @enum {string} */
                                status: "broken" | "invalid";
                                fix?: string;
                                message: string;
                            }[];
                            perDomain: {
                                site: string;
                                estimate: number;
                                samples: {
                                    uuid: string;
                                    name: string;
                                    text: string;
                                }[];
                                missing: {
                                    [key: string]: number;
                                };
                            }[];
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins and pokers only, on sites of their geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such entertainment profile. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getMessageCentralDomainPokesCountTargets: {
        parameters: {
            query: {
                filters?: string;
                origin?: string;
                funnel?: "true" | "false";
                "hasFilters[]"?: string | string[];
                "sites[]"?: string | string[];
                sites?: string | string[];
                profileCmsId: string;
            };
            header?: never;
            path: {
                domain: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customers the filters reach: `estimate` over all sites, `targetsPerDomain` per site, and with `funnel=true` how each chosen filter narrows the customers of the sites. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            estimate: number;
                            targetsPerDomain: {
                                site: string;
                                estimate: number;
                                /** @default 0 */
                                reached: number;
                            }[];
                            funnel?: {
                                total: number;
                                steps: {
                                    filter: string;
                                    label: string;
                                    estimate: number;
                                }[];
                                perDomain?: {
                                    site: string;
                                    total: number;
                                    steps: {
                                        filter: string;
                                        label: string;
                                        estimate: number;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins and pokers only, on sites of their geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such entertainment profile. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getMessageCentralDomainPokesGetTargets: {
        parameters: {
            query: {
                filters?: string;
                origin?: string;
                funnel?: "true" | "false";
                "hasFilters[]"?: string | string[];
                "sites[]"?: string | string[];
                sites?: string | string[];
                profileCmsId: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path: {
                domain: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            uuid: string;
                            name: string;
                            site: string;
                            age: number | null;
                            gender: string | null;
                            locality: string | null;
                            avatar: string | null;
                        }[];
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins and pokers only, on sites of their geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such entertainment profile. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getMessageCentralDomainPokesFilterPlayer: {
        parameters: {
            query: {
                site: string;
                query?: string;
                limit?: number;
                page?: number;
                filters?: string;
                origin?: string;
            };
            header?: never;
            path: {
                domain: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            uuid: string;
                            name: string;
                            site: string;
                            age: number | null;
                            gender: string | null;
                            locality: string | null;
                            avatar: string | null;
                        }[];
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins and pokers only, on sites of their geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such entertainment profile. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getStatisticsOperators: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                locales?: string;
                tz?: string;
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figure; with format=csv the whole result as CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        scope: {
                            from: string;
                            to: string;
                            tz: string;
                            locales: string[];
                        };
                        rows: {
                            uid: string;
                            name: string;
                            chatsAnswered: number;
                            messagesSent: number;
                            responseMedianS: number | null;
                            responseP90S: number | null;
                            claimsTaken: number;
                            claimsExpired: number;
                            onlineS: number;
                            claimedS: number;
                            occupancy: number | null;
                            score: number | null;
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or a locale outside your geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such chat in that locale. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getStatisticsOperatorsUidTimeline: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                locales?: string;
                tz?: string;
                format?: "json" | "csv";
            };
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figure; with format=csv the whole result as CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        scope: {
                            from: string;
                            to: string;
                            tz: string;
                            locales: string[];
                        };
                        figures: {
                            uid: string;
                            name: string;
                            chatsAnswered: number;
                            messagesSent: number;
                            responseMedianS: number | null;
                            responseP90S: number | null;
                            claimsTaken: number;
                            claimsExpired: number;
                            onlineS: number;
                            claimedS: number;
                            occupancy: number | null;
                            score: number | null;
                        };
                        trend: {
                            day: string;
                            messagesSent: number;
                            chatsAnswered: number;
                            responseMedianS: number | null;
                        }[];
                        timeline: {
                            /** @enum {string} */
                            state: "claim" | "idle";
                            from: string;
                            to: string;
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or a locale outside your geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such chat in that locale. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getPersonalStats: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                locales?: string;
                tz?: string;
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figure; with format=csv the whole result as CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        scope: {
                            from: string;
                            to: string;
                            tz: string;
                            locales: string[];
                        };
                        figures: {
                            uid: string;
                            name: string;
                            chatsAnswered: number;
                            messagesSent: number;
                            responseMedianS: number | null;
                            responseP90S: number | null;
                            claimsTaken: number;
                            claimsExpired: number;
                            onlineS: number;
                            claimedS: number;
                            occupancy: number | null;
                            score: number | null;
                        };
                        trend: {
                            day: string;
                            messagesSent: number;
                            chatsAnswered: number;
                            responseMedianS: number | null;
                        }[];
                        timeline: {
                            /** @enum {string} */
                            state: "claim" | "idle";
                            from: string;
                            to: string;
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or a locale outside your geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such chat in that locale. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getStatisticsQueues: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                locales?: string;
                tz?: string;
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figure; with format=csv the whole result as CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        scope: {
                            from: string;
                            to: string;
                            tz: string;
                            locales: string[];
                        };
                        rows: {
                            locale: string;
                            pool: string;
                            waitingNow: number;
                            oldestWaitingSince: string | null;
                            claims: number;
                            waitMedianS: number | null;
                            waitP90S: number | null;
                        }[];
                        /** @enum {string} */
                        unit: "hour" | "day";
                        hours: {
                            hour: string;
                            locale: string;
                            pool: string;
                            claims: number;
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or a locale outside your geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such chat in that locale. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getStatisticsScores: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                locales?: string;
                tz?: string;
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figure; with format=csv the whole result as CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        scope: {
                            from: string;
                            to: string;
                            tz: string;
                            locales: string[];
                        };
                        /** @enum {string} */
                        trendUnit: "day" | "week";
                        rows: {
                            uid: string;
                            name: string;
                            storedScore: number | null;
                            score: number | null;
                            withinTargetShare: number | null;
                            answerRate: number | null;
                            abuseShare: number | null;
                            trend: {
                                day: string;
                                score: number | null;
                            }[];
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or a locale outside your geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such chat in that locale. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getStatisticsMessages: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                locales?: string;
                tz?: string;
                format?: "json" | "csv";
                bucket?: "hour" | "day";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figure; with format=csv the whole result as CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        scope: {
                            from: string;
                            to: string;
                            tz: string;
                            locales: string[];
                        };
                        /** @enum {string} */
                        bucket: "hour" | "day";
                        rows: {
                            bucket: string;
                            locale: string;
                            domain: string;
                            senderType: string;
                            messages: number;
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or a locale outside your geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such chat in that locale. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getStatisticsChat: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                locales?: string;
                tz?: string;
                format?: "json" | "csv";
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figure; with format=csv the whole result as CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        scope: {
                            from: string;
                            to: string;
                            tz: string;
                            locales: string[];
                        };
                        rows: {
                            id: string;
                            locale: string;
                            domain: string | null;
                            customerName: string | null;
                            profileName: string | null;
                            createdAt: string;
                            lastMessageAt: string | null;
                            lastSenderType: string | null;
                            /** @enum {string} */
                            status: "ongoing" | "finished";
                            claimedBy: string | null;
                            operators: string[];
                        }[];
                        nextCursor: string | null;
                    };
                    "text/csv": string;
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or a locale outside your geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such chat in that locale. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getStatisticsChatGeoId: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                locales?: string;
                tz?: string;
                format?: "json" | "csv";
                before?: string;
            };
            header?: never;
            path: {
                geo: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figure; with format=csv the whole result as CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        chat: {
                            id: string;
                            locale: string;
                            domain: string | null;
                            customerName: string | null;
                            profileName: string | null;
                            createdAt: string;
                            lastMessageAt: string | null;
                            lastSenderType: string | null;
                            /** @enum {string} */
                            status: "ongoing" | "finished";
                            claimedBy: string | null;
                            operators: string[];
                        };
                        messages: {
                            id: string;
                            /** @default  */
                            content: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** @default normal */
                            type: string;
                            /**
                             * Format: date-time
                             * @default null
                             */
                            deletedAt: string | null;
                            /** @default null */
                            deleted: {
                                by: string;
                                reason: string;
                            } | null;
                            /** @default null */
                            maskedContent: string | null;
                            abuse_modification_data?: string | {
                                modified_content?: string | null;
                                modified_attachment?: string | null;
                                modified_by?: string | null;
                            } | null;
                            /** @default null */
                            previousMessage: string | null;
                            /** @enum {string} */
                            senderType: "customer" | "agent" | "trigger" | "poke" | "system";
                            /** @default null */
                            senderId: string | null;
                            /** @default null */
                            senderName: string | null;
                            /** @default null */
                            attachment: {
                                hash?: string;
                                /** Format: uri */
                                url?: string;
                                displayUrl?: string;
                            } | null;
                            /** @default false */
                            imported: boolean;
                        }[];
                        hasMore: boolean;
                        logs: {
                            id: string;
                            /** @enum {string} */
                            concerning: "customer" | "entertainmentProfile";
                            /** @enum {string|null} */
                            category?: "personal" | "family" | "hobbies" | "work" | "sex" | "health" | "updates" | "other" | null;
                            content?: string | {
                                /** @default other */
                                group: string;
                                groupValue?: string | null;
                                /** @default  */
                                value: string;
                            } | null;
                            locale: string;
                            createdBy: string;
                            createdByName?: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt?: string | null;
                            updatedBy?: string | null;
                        }[];
                        abuseVerdicts: {
                            messageId: string;
                            status: string;
                            checkedBy: string | null;
                            checkedAt: string | null;
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or a locale outside your geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such chat in that locale. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getStatisticsLiveConversations: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                locales?: string;
                tz?: string;
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figure; with format=csv the whole result as CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: {
                            id: string;
                            locale: string;
                            domain: string | null;
                            customerName: string | null;
                            profileName: string | null;
                            claimedBy: string;
                            operatorName: string;
                            claimExpiresAt: string;
                            lastMessageAt: string | null;
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or a locale outside your geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such chat in that locale. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getStatisticsPokes: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                locales?: string;
                tz?: string;
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figure; with format=csv the whole result as CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        scope: {
                            from: string;
                            to: string;
                            tz: string;
                            locales: string[];
                        };
                        days: {
                            day: string;
                            pokes: number;
                            sent: number;
                            audience: number;
                            reached: number;
                        }[];
                        rows: {
                            profile: string;
                            domain: string;
                            pokes: number;
                            sent: number;
                            audience: number;
                            reached: number;
                            answers: number | null;
                            answerRate: number | null;
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or a locale outside your geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such chat in that locale. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getStatisticsPokers: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                locales?: string;
                tz?: string;
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figure; with format=csv the whole result as CSV. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        scope: {
                            from: string;
                            to: string;
                            tz: string;
                            locales: string[];
                        };
                        rows: {
                            uid: string;
                            name: string;
                            created: number;
                            sent: number;
                            audience: number;
                            reached: number;
                            answers: number | null;
                            answerRate: number | null;
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or a locale outside your geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such chat in that locale. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postProfilePokeEntertainmentProfiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default {} */
                    filters?: {
                        domains?: string[];
                        /** @enum {string} */
                        gender?: "male" | "female";
                        geo_free?: boolean;
                    };
                    /** @default [] */
                    locales?: string[];
                    /** @default [] */
                    profileTypes?: string[];
                    /** @default 1 */
                    page?: number;
                    /** @default 10 */
                    limit?: number;
                    /** @default  */
                    query?: string;
                };
            };
        };
        responses: {
            /** @description Profiles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @default null */
                            profileCmsId: string | number | null;
                            /** @default null */
                            uuid: string | null;
                            /** @default null */
                            real_name: string | null;
                            /** @default null */
                            name: string | null;
                            /** @default null */
                            is_smoker: boolean | 0 | 1 | null;
                            /** @default null */
                            hobbies: string[] | string | null;
                            /** @default null */
                            has_piercing: boolean | 0 | 1 | null;
                            /** @default null */
                            has_tattoo: boolean | 0 | 1 | null;
                            /** @default null */
                            hair_colour: string | null;
                            /** @default null */
                            eye_colour: string | null;
                            /** @default null */
                            civil_status: string | null;
                            /** @default null */
                            about_me: string | null;
                            /** @default null */
                            about_you: string | null;
                            /** @default null */
                            adult_level: number | null;
                            /** @default null */
                            age: number | null;
                            /** @default null */
                            build: string | null;
                            /** @default null */
                            status: string | null;
                            /** @default null */
                            length: number | null;
                            /** @default null */
                            profession: string | null;
                            /** @default null */
                            transportation: string | null;
                            /** @default null */
                            housing_situation: string | null;
                            /** @default null */
                            passion: string | null;
                            /** @default null */
                            sexual_orientation: string | null;
                            /** @default null */
                            is_angel: boolean | 0 | 1 | null;
                            /** @default null */
                            avatar: string | null;
                            /** @default null */
                            appearance: string | null;
                            /** @default null */
                            domain: string | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            gender: "male" | "female" | null;
                            /** @default null */
                            date_of_birth: string | null;
                            /** @default null */
                            created_at: string | null;
                            /** @default null */
                            updated_at: string | null;
                            /** @default null */
                            creditsBalance: number | null;
                            /** @default null */
                            last_activity: string | null;
                            /** @default null */
                            profile_type: string | null;
                            /** @default [] */
                            media: {
                                /** @default null */
                                url: string | null;
                                /** @default null */
                                hash: string | null;
                                /** @default null */
                                type: string | null;
                            }[];
                            /** @default [] */
                            geo: {
                                /** @default null */
                                iso: string | null;
                                /** @default null */
                                language: string | null;
                                /** @default null */
                                timezone: string | null;
                                /** @default null */
                                region1: string | null;
                                /** @default null */
                                region2: string | null;
                                /** @default null */
                                region3: string | null;
                                /** @default null */
                                region4: string | null;
                                /** @default null */
                                locality: string | null;
                                /** @default null */
                                postcode: string | null;
                                /** @default null */
                                latitude: number | string | null;
                                /** @default null */
                                longitude: number | string | null;
                            }[] | {
                                /** @default null */
                                iso: string | null;
                                /** @default null */
                                language: string | null;
                                /** @default null */
                                timezone: string | null;
                                /** @default null */
                                region1: string | null;
                                /** @default null */
                                region2: string | null;
                                /** @default null */
                                region3: string | null;
                                /** @default null */
                                region4: string | null;
                                /** @default null */
                                locality: string | null;
                                /** @default null */
                                postcode: string | null;
                                /** @default null */
                                latitude: number | string | null;
                                /** @default null */
                                longitude: number | string | null;
                            };
                            /** @default null */
                            geo_free: 0 | 1 | boolean | null;
                        }[];
                        total: number;
                        page: number;
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins and pokers only, in their geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getProfileFilters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description data.data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: {
                                build: string[];
                                eye_colour: string[];
                                hair_colour: string[];
                            };
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins and pokers only, in their geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getProfileUuidCreditsBalance: {
        parameters: {
            query?: never;
            header?: {
                domain?: string;
            };
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            uuid: string;
                            domain: string;
                            creditsBalance: number;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins and pokers only, in their geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such profile (the spec’s text). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getMessageCentralDomainPokesProfilesId: {
        parameters: {
            query?: {
                siteName?: string;
            };
            header?: never;
            path: {
                domain: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile, and the poke profile built from it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @default null */
                            profileCmsId: string | number | null;
                            /** @default null */
                            uuid: string | null;
                            /** @default null */
                            real_name: string | null;
                            /** @default null */
                            name: string | null;
                            /** @default null */
                            is_smoker: boolean | 0 | 1 | null;
                            /** @default null */
                            hobbies: string[] | string | null;
                            /** @default null */
                            has_piercing: boolean | 0 | 1 | null;
                            /** @default null */
                            has_tattoo: boolean | 0 | 1 | null;
                            /** @default null */
                            hair_colour: string | null;
                            /** @default null */
                            eye_colour: string | null;
                            /** @default null */
                            civil_status: string | null;
                            /** @default null */
                            about_me: string | null;
                            /** @default null */
                            about_you: string | null;
                            /** @default null */
                            adult_level: number | null;
                            /** @default null */
                            age: number | null;
                            /** @default null */
                            build: string | null;
                            /** @default null */
                            status: string | null;
                            /** @default null */
                            length: number | null;
                            /** @default null */
                            profession: string | null;
                            /** @default null */
                            transportation: string | null;
                            /** @default null */
                            housing_situation: string | null;
                            /** @default null */
                            passion: string | null;
                            /** @default null */
                            sexual_orientation: string | null;
                            /** @default null */
                            is_angel: boolean | 0 | 1 | null;
                            /** @default null */
                            avatar: string | null;
                            /** @default null */
                            appearance: string | null;
                            /** @default null */
                            domain: string | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            gender: "male" | "female" | null;
                            /** @default null */
                            date_of_birth: string | null;
                            /** @default null */
                            created_at: string | null;
                            /** @default null */
                            updated_at: string | null;
                            /** @default null */
                            creditsBalance: number | null;
                            /** @default null */
                            last_activity: string | null;
                            /** @default null */
                            profile_type: string | null;
                            /** @default [] */
                            media: {
                                /** @default null */
                                url: string | null;
                                /** @default null */
                                hash: string | null;
                                /** @default null */
                                type: string | null;
                            }[];
                            /** @default [] */
                            geo: {
                                /** @default null */
                                iso: string | null;
                                /** @default null */
                                language: string | null;
                                /** @default null */
                                timezone: string | null;
                                /** @default null */
                                region1: string | null;
                                /** @default null */
                                region2: string | null;
                                /** @default null */
                                region3: string | null;
                                /** @default null */
                                region4: string | null;
                                /** @default null */
                                locality: string | null;
                                /** @default null */
                                postcode: string | null;
                                /** @default null */
                                latitude: number | string | null;
                                /** @default null */
                                longitude: number | string | null;
                            }[] | {
                                /** @default null */
                                iso: string | null;
                                /** @default null */
                                language: string | null;
                                /** @default null */
                                timezone: string | null;
                                /** @default null */
                                region1: string | null;
                                /** @default null */
                                region2: string | null;
                                /** @default null */
                                region3: string | null;
                                /** @default null */
                                region4: string | null;
                                /** @default null */
                                locality: string | null;
                                /** @default null */
                                postcode: string | null;
                                /** @default null */
                                latitude: number | string | null;
                                /** @default null */
                                longitude: number | string | null;
                            };
                            /** @default null */
                            geo_free: 0 | 1 | boolean | null;
                        };
                        poke: {
                            id: string;
                            name: string;
                            timezone?: string | null;
                            uuid: string;
                            profileType?: string | null;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins and pokers only, in their geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such profile (the spec’s text). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getMessageCentralDomainProfilesIdGeowizard: {
        parameters: {
            query: {
                countryCode: string;
                customerLat?: number | null;
                customerLng?: number | null;
            };
            header?: never;
            path: {
                domain: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A geo entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @default null */
                            iso: string | null;
                            /** @default null */
                            language: string | null;
                            /** @default null */
                            timezone: string | null;
                            /** @default null */
                            region1: string | null;
                            /** @default null */
                            region2: string | null;
                            /** @default null */
                            region3: string | null;
                            /** @default null */
                            region4: string | null;
                            /** @default null */
                            locality: string | null;
                            /** @default null */
                            postcode: string | null;
                            /** @default null */
                            latitude: number | string | null;
                            /** @default null */
                            longitude: number | string | null;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins and pokers only, in their geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such profile (the spec’s text). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getMessageCentralDomainUserProfilesCountProfiles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                domain: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            entertainment: number;
                            customers: number;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins and pokers only, in their geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postPokesGeo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                geo: string;
            };
            cookie?: never;
        };
        /** @description A poke of the legacy origin (or none) or of another origin. */
        requestBody: {
            content: {
                "application/json": {
                    id?: string;
                    agent: {
                        id: string;
                        name: string;
                    };
                    domains: string[];
                    locale: string;
                    /**
                     * @default poke
                     * @enum {string}
                     */
                    type?: "poke" | "message";
                    /**
                     * @default default
                     * @enum {string}
                     */
                    strategy?: "default" | "recurring" | "follow-up";
                    /**
                     * Format: date-time
                     * @default null
                     */
                    scheduled?: string | null;
                    frequency?: {
                        day?: number | null;
                        /** @default 0 */
                        limit?: number;
                    } | null;
                    message: {
                        content: string;
                        messageLength: number;
                        attachment?: {
                            hash?: string;
                            /** Format: uri */
                            url?: string;
                            displayUrl?: string;
                        } | null;
                        attachmentFilenameForLegacy?: string | null;
                        /** @default false */
                        hasAttachment?: boolean;
                        /**
                         * @default message
                         * @enum {string}
                         */
                        type?: "message" | "flirt" | "favorite" | "like" | "proposal";
                    };
                    profile: {
                        id: string;
                        name: string;
                        timezone?: string | null;
                        uuid: string;
                        profileType?: string | null;
                    };
                    followUp?: {
                        parentId: string;
                        index: number;
                        previousId?: string | null;
                    } | null;
                    hasFilters?: ("hairColor" | "eyeColor" | "build" | "city" | "province" | "name" | "age" | "distance" | "timeOfDay" | "playerProvince" | "playerCity")[];
                    /**
                     * @default {
                     *       "type": "legacy"
                     *     }
                     */
                    origin?: {
                        /** @enum {string} */
                        type: "legacy";
                    };
                    filters: {
                        /** @default [] */
                        age?: ("18-25" | "26-35" | "36-45" | "46-54" | "55-99" | "unknown")[];
                        /** @default [] */
                        gender?: ("male" | "female" | "couple" | "transgender" | "unknown")[];
                        /** @default [] */
                        photo?: ("with" | "without")[];
                        /** @default [] */
                        text?: ("with" | "without")[];
                        /** @default [] */
                        credits?: ("has" | "had" | "never_had")[];
                        /** @default [] */
                        lastPaid?: ("1_week" | "2_weeks" | "1_month" | "older_than_1_month")[];
                        /** @default [] */
                        inConversation?: ("yes" | "no")[];
                        /** @default 7 */
                        lastLogin?: number;
                        lastLoginByHours?: number | null;
                        limit?: number | null;
                        duplicate_ip_target_level?: number | null;
                        geoRegion1?: {
                            region1?: string | null;
                            locality?: string | null;
                        } | null;
                        /**
                         * @default by_filters
                         * @enum {string}
                         */
                        targetFilterType?: "by_filters" | "by_name";
                        /** @default {} */
                        namedTargets?: {
                            [key: string]: {
                                uuid: string;
                                name: string;
                            }[];
                        };
                    };
                } | {
                    id?: string;
                    agent: {
                        id: string;
                        name: string;
                    };
                    domains: string[];
                    locale: string;
                    /**
                     * @default poke
                     * @enum {string}
                     */
                    type?: "poke" | "message";
                    /**
                     * @default default
                     * @enum {string}
                     */
                    strategy?: "default" | "recurring" | "follow-up";
                    /**
                     * Format: date-time
                     * @default null
                     */
                    scheduled?: string | null;
                    frequency?: {
                        day?: number | null;
                        /** @default 0 */
                        limit?: number;
                    } | null;
                    message: {
                        content: string;
                        messageLength: number;
                        attachment?: {
                            hash?: string;
                            /** Format: uri */
                            url?: string;
                            displayUrl?: string;
                        } | null;
                        attachmentFilenameForLegacy?: string | null;
                        /** @default false */
                        hasAttachment?: boolean;
                        /**
                         * @default message
                         * @enum {string}
                         */
                        type?: "message" | "flirt" | "favorite" | "like" | "proposal";
                    };
                    profile: {
                        id: string;
                        name: string;
                        timezone?: string | null;
                        uuid: string;
                        profileType?: string | null;
                    };
                    followUp?: {
                        parentId: string;
                        index: number;
                        previousId?: string | null;
                    } | null;
                    hasFilters?: ("hairColor" | "eyeColor" | "build" | "city" | "province" | "name" | "age" | "distance" | "timeOfDay" | "playerProvince" | "playerCity")[];
                    origin: {
                        type: string;
                    };
                    filters: {
                        /** @default 18 */
                        age_min?: number;
                        /** @default 99 */
                        age_max?: number;
                        /**
                         * @default male
                         * @enum {string}
                         */
                        gender?: "male" | "female";
                        /** @default [] */
                        build?: string[];
                        /** @default [] */
                        eye_colour?: string[];
                        /** @default [] */
                        hair_colour?: string[];
                        geo_type?: string | null;
                        has_photo?: boolean | null;
                        has_text?: boolean | null;
                        is_disabled?: boolean | null;
                        is_doi?: boolean | null;
                        locality?: string | null;
                        region1?: string | null;
                        region2?: string | null;
                        region3?: string | null;
                        region4?: string | null;
                        snowflake?: boolean | null;
                        angel?: boolean | null;
                        lastLogin?: number;
                    };
                };
            };
        };
        responses: {
            /** @description The poke as stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            origin?: ({
                                type?: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins and pokers only, in their geos; only an admin may send a poke at once (no schedule). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description 'Poke document with id {id} not found'. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getPokesGeoDaily: {
        parameters: {
            query: {
                day: string;
                timezone?: string;
            };
            header?: never;
            path: {
                geo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description By time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            origin?: ({
                                type?: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins and pokers only, in their geos; only an admin may send a poke at once (no schedule). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description 'Poke document with id {id} not found'. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getPokesGeoScheduled: {
        parameters: {
            query: {
                start: string;
                end: string;
                "domains[]"?: string | string[];
                domains?: string | string[];
            };
            header?: never;
            path: {
                geo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description By time. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            origin?: ({
                                type?: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins and pokers only, in their geos; only an admin may send a poke at once (no schedule). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description 'Poke document with id {id} not found'. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getPokesGeoId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                geo: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The poke and its follow-ups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            origin?: ({
                                type?: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        };
                        followUps: ({
                            origin?: ({
                                type?: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins and pokers only, in their geos; only an admin may send a poke at once (no schedule). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description 'Poke document with id {id} not found'. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    putPokesGeoId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                geo: string;
                id: string;
            };
            cookie?: never;
        };
        /** @description A poke of the legacy origin (or none) or of another origin. */
        requestBody: {
            content: {
                "application/json": {
                    id?: string;
                    agent: {
                        id: string;
                        name: string;
                    };
                    domains: string[];
                    locale: string;
                    /**
                     * @default poke
                     * @enum {string}
                     */
                    type?: "poke" | "message";
                    /**
                     * @default default
                     * @enum {string}
                     */
                    strategy?: "default" | "recurring" | "follow-up";
                    /**
                     * Format: date-time
                     * @default null
                     */
                    scheduled?: string | null;
                    frequency?: {
                        day?: number | null;
                        /** @default 0 */
                        limit?: number;
                    } | null;
                    message: {
                        content: string;
                        messageLength: number;
                        attachment?: {
                            hash?: string;
                            /** Format: uri */
                            url?: string;
                            displayUrl?: string;
                        } | null;
                        attachmentFilenameForLegacy?: string | null;
                        /** @default false */
                        hasAttachment?: boolean;
                        /**
                         * @default message
                         * @enum {string}
                         */
                        type?: "message" | "flirt" | "favorite" | "like" | "proposal";
                    };
                    profile: {
                        id: string;
                        name: string;
                        timezone?: string | null;
                        uuid: string;
                        profileType?: string | null;
                    };
                    followUp?: {
                        parentId: string;
                        index: number;
                        previousId?: string | null;
                    } | null;
                    hasFilters?: ("hairColor" | "eyeColor" | "build" | "city" | "province" | "name" | "age" | "distance" | "timeOfDay" | "playerProvince" | "playerCity")[];
                    /**
                     * @default {
                     *       "type": "legacy"
                     *     }
                     */
                    origin?: {
                        /** @enum {string} */
                        type: "legacy";
                    };
                    filters: {
                        /** @default [] */
                        age?: ("18-25" | "26-35" | "36-45" | "46-54" | "55-99" | "unknown")[];
                        /** @default [] */
                        gender?: ("male" | "female" | "couple" | "transgender" | "unknown")[];
                        /** @default [] */
                        photo?: ("with" | "without")[];
                        /** @default [] */
                        text?: ("with" | "without")[];
                        /** @default [] */
                        credits?: ("has" | "had" | "never_had")[];
                        /** @default [] */
                        lastPaid?: ("1_week" | "2_weeks" | "1_month" | "older_than_1_month")[];
                        /** @default [] */
                        inConversation?: ("yes" | "no")[];
                        /** @default 7 */
                        lastLogin?: number;
                        lastLoginByHours?: number | null;
                        limit?: number | null;
                        duplicate_ip_target_level?: number | null;
                        geoRegion1?: {
                            region1?: string | null;
                            locality?: string | null;
                        } | null;
                        /**
                         * @default by_filters
                         * @enum {string}
                         */
                        targetFilterType?: "by_filters" | "by_name";
                        /** @default {} */
                        namedTargets?: {
                            [key: string]: {
                                uuid: string;
                                name: string;
                            }[];
                        };
                    };
                } | {
                    id?: string;
                    agent: {
                        id: string;
                        name: string;
                    };
                    domains: string[];
                    locale: string;
                    /**
                     * @default poke
                     * @enum {string}
                     */
                    type?: "poke" | "message";
                    /**
                     * @default default
                     * @enum {string}
                     */
                    strategy?: "default" | "recurring" | "follow-up";
                    /**
                     * Format: date-time
                     * @default null
                     */
                    scheduled?: string | null;
                    frequency?: {
                        day?: number | null;
                        /** @default 0 */
                        limit?: number;
                    } | null;
                    message: {
                        content: string;
                        messageLength: number;
                        attachment?: {
                            hash?: string;
                            /** Format: uri */
                            url?: string;
                            displayUrl?: string;
                        } | null;
                        attachmentFilenameForLegacy?: string | null;
                        /** @default false */
                        hasAttachment?: boolean;
                        /**
                         * @default message
                         * @enum {string}
                         */
                        type?: "message" | "flirt" | "favorite" | "like" | "proposal";
                    };
                    profile: {
                        id: string;
                        name: string;
                        timezone?: string | null;
                        uuid: string;
                        profileType?: string | null;
                    };
                    followUp?: {
                        parentId: string;
                        index: number;
                        previousId?: string | null;
                    } | null;
                    hasFilters?: ("hairColor" | "eyeColor" | "build" | "city" | "province" | "name" | "age" | "distance" | "timeOfDay" | "playerProvince" | "playerCity")[];
                    origin: {
                        type: string;
                    };
                    filters: {
                        /** @default 18 */
                        age_min?: number;
                        /** @default 99 */
                        age_max?: number;
                        /**
                         * @default male
                         * @enum {string}
                         */
                        gender?: "male" | "female";
                        /** @default [] */
                        build?: string[];
                        /** @default [] */
                        eye_colour?: string[];
                        /** @default [] */
                        hair_colour?: string[];
                        geo_type?: string | null;
                        has_photo?: boolean | null;
                        has_text?: boolean | null;
                        is_disabled?: boolean | null;
                        is_doi?: boolean | null;
                        locality?: string | null;
                        region1?: string | null;
                        region2?: string | null;
                        region3?: string | null;
                        region4?: string | null;
                        snowflake?: boolean | null;
                        angel?: boolean | null;
                        lastLogin?: number;
                    };
                };
            };
        };
        responses: {
            /** @description The poke as stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            origin?: ({
                                type?: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins and pokers only, in their geos; only an admin may send a poke at once (no schedule). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description 'Poke document with id {id} not found'. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The poke has gone out already, or already has the domain. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    deletePokesGeoId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                geo: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What was removed, and 'The poke was removed.' with the counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            ids: string[];
                            followUps: number;
                            followingFollowUps: number;
                        };
                        message: string;
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins and pokers only, in their geos; only an admin may send a poke at once (no schedule). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description 'Poke document with id {id} not found'. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getPokesGeoIdFollowUps: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                geo: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description By index. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            origin?: ({
                                type?: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins and pokers only, in their geos; only an admin may send a poke at once (no schedule). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description 'Poke document with id {id} not found'. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postPokesGeoIdDomains: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                geo: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    domain: string;
                };
            };
        };
        responses: {
            /** @description The poke, and 'Added domain "{d}" to poke {id}'. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            origin?: ({
                                type?: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        };
                        message: string;
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins and pokers only, in their geos; only an admin may send a poke at once (no schedule). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description 'Poke document with id {id} not found'. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The poke has gone out already (done, mixed, killed, crashed), already has the domain, is a follow-up (it goes to its parent’s domains), or its send is starting this moment (try again). A poke being sent gets the domain in its running send. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postPokesGeoIdRecurring: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                geo: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    frequency: {
                        day: number;
                        /** @default 0 */
                        limit?: number;
                    };
                    /** Format: date-time */
                    scheduled: string;
                    /** @default 7 */
                    lastLogin?: number;
                };
            };
        };
        responses: {
            /** @description The new poke, and 'Created recurring poke "{id}" based on the original poke "{id}"'. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            origin?: ({
                                type?: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        };
                        message: string;
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins and pokers only, in their geos; only an admin may send a poke at once (no schedule). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description 'Poke document with id {id} not found'. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getAbuseQueue: {
        parameters: {
            query?: {
                locale?: string;
                kind?: "message" | "poke";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The queue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            kind: "message" | "poke";
                            id: string;
                            locale: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            flaggedAt: string;
                            abuse: {
                                /** @enum {string} */
                                status: "pending" | "claimed" | "safe" | "abuse";
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                checkedAt: string | null;
                                /** @default null */
                                checkedBy: string | null;
                                /** @default null */
                                claimedBy: string | null;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                claimedAt: string | null;
                                claimedByName?: string | null;
                                checkedByName?: string | null;
                                words?: string[];
                                /** Format: date-time */
                                flaggedAt?: string | null;
                            };
                            senderId: string;
                            senderName: string | null;
                            profileName?: string | null;
                            chatId: string | null;
                            text: string;
                            matchedWords: string[];
                            message: {
                                id: string;
                                /** @default  */
                                content: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** @default normal */
                                type: string;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                deletedAt: string | null;
                                /** @default null */
                                deleted: {
                                    by: string;
                                    reason: string;
                                } | null;
                                /** @default null */
                                maskedContent: string | null;
                                abuse_modification_data?: string | {
                                    modified_content?: string | null;
                                    modified_attachment?: string | null;
                                    modified_by?: string | null;
                                } | null;
                                /** @default null */
                                previousMessage: string | null;
                                /** @enum {string} */
                                senderType: "customer" | "agent" | "trigger" | "poke" | "system";
                                /** @default null */
                                senderId: string | null;
                                /** @default null */
                                senderName: string | null;
                                /** @default null */
                                attachment: {
                                    hash?: string;
                                    /** Format: uri */
                                    url?: string;
                                    displayUrl?: string;
                                } | null;
                                /** @default false */
                                imported: boolean;
                            } | null;
                            poke: ({
                                origin?: ({
                                    type?: string | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            reason: string | null;
                            batchId: string | null;
                            /** @enum {string|null} */
                            remediation: "needed" | "modified" | "deleted" | "done" | null;
                            version: number;
                        }[];
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or the item’s locale is not in the caller’s geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such flagged item in this tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused by the review rules (the text says why). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postAbuseNext: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    locales?: string[];
                    /** @enum {string} */
                    kind?: "message" | "poke";
                    skip?: string[];
                };
            };
        };
        responses: {
            /** @description The item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            kind: "message" | "poke";
                            id: string;
                            locale: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            flaggedAt: string;
                            abuse: {
                                /** @enum {string} */
                                status: "pending" | "claimed" | "safe" | "abuse";
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                checkedAt: string | null;
                                /** @default null */
                                checkedBy: string | null;
                                /** @default null */
                                claimedBy: string | null;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                claimedAt: string | null;
                                claimedByName?: string | null;
                                checkedByName?: string | null;
                                words?: string[];
                                /** Format: date-time */
                                flaggedAt?: string | null;
                            };
                            senderId: string;
                            senderName: string | null;
                            profileName?: string | null;
                            chatId: string | null;
                            text: string;
                            matchedWords: string[];
                            message: {
                                id: string;
                                /** @default  */
                                content: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** @default normal */
                                type: string;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                deletedAt: string | null;
                                /** @default null */
                                deleted: {
                                    by: string;
                                    reason: string;
                                } | null;
                                /** @default null */
                                maskedContent: string | null;
                                abuse_modification_data?: string | {
                                    modified_content?: string | null;
                                    modified_attachment?: string | null;
                                    modified_by?: string | null;
                                } | null;
                                /** @default null */
                                previousMessage: string | null;
                                /** @enum {string} */
                                senderType: "customer" | "agent" | "trigger" | "poke" | "system";
                                /** @default null */
                                senderId: string | null;
                                /** @default null */
                                senderName: string | null;
                                /** @default null */
                                attachment: {
                                    hash?: string;
                                    /** Format: uri */
                                    url?: string;
                                    displayUrl?: string;
                                } | null;
                                /** @default false */
                                imported: boolean;
                            } | null;
                            poke: ({
                                origin?: ({
                                    type?: string | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            reason: string | null;
                            batchId: string | null;
                            /** @enum {string|null} */
                            remediation: "needed" | "modified" | "deleted" | "done" | null;
                            version: number;
                        } | null;
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or the item’s locale is not in the caller’s geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such flagged item in this tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused by the review rules (the text says why). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getAbuseItemsId: {
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
            /** @description The item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            item: {
                                /** @enum {string} */
                                kind: "message" | "poke";
                                id: string;
                                locale: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                flaggedAt: string;
                                abuse: {
                                    /** @enum {string} */
                                    status: "pending" | "claimed" | "safe" | "abuse";
                                    /**
                                     * Format: date-time
                                     * @default null
                                     */
                                    checkedAt: string | null;
                                    /** @default null */
                                    checkedBy: string | null;
                                    /** @default null */
                                    claimedBy: string | null;
                                    /**
                                     * Format: date-time
                                     * @default null
                                     */
                                    claimedAt: string | null;
                                    claimedByName?: string | null;
                                    checkedByName?: string | null;
                                    words?: string[];
                                    /** Format: date-time */
                                    flaggedAt?: string | null;
                                };
                                senderId: string;
                                senderName: string | null;
                                profileName?: string | null;
                                chatId: string | null;
                                text: string;
                                matchedWords: string[];
                                message: {
                                    id: string;
                                    /** @default  */
                                    content: string;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @default normal */
                                    type: string;
                                    /**
                                     * Format: date-time
                                     * @default null
                                     */
                                    deletedAt: string | null;
                                    /** @default null */
                                    deleted: {
                                        by: string;
                                        reason: string;
                                    } | null;
                                    /** @default null */
                                    maskedContent: string | null;
                                    abuse_modification_data?: string | {
                                        modified_content?: string | null;
                                        modified_attachment?: string | null;
                                        modified_by?: string | null;
                                    } | null;
                                    /** @default null */
                                    previousMessage: string | null;
                                    /** @enum {string} */
                                    senderType: "customer" | "agent" | "trigger" | "poke" | "system";
                                    /** @default null */
                                    senderId: string | null;
                                    /** @default null */
                                    senderName: string | null;
                                    /** @default null */
                                    attachment: {
                                        hash?: string;
                                        /** Format: uri */
                                        url?: string;
                                        displayUrl?: string;
                                    } | null;
                                    /** @default false */
                                    imported: boolean;
                                } | null;
                                poke: ({
                                    origin?: ({
                                        type?: string | null;
                                    } & {
                                        [key: string]: unknown;
                                    }) | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                reason: string | null;
                                batchId: string | null;
                                /** @enum {string|null} */
                                remediation: "needed" | "modified" | "deleted" | "done" | null;
                                version: number;
                            };
                            conversation: {
                                id: string;
                                /** @default  */
                                content: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** @default normal */
                                type: string;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                deletedAt: string | null;
                                /** @default null */
                                deleted: {
                                    by: string;
                                    reason: string;
                                } | null;
                                /** @default null */
                                maskedContent: string | null;
                                abuse_modification_data?: string | {
                                    modified_content?: string | null;
                                    modified_attachment?: string | null;
                                    modified_by?: string | null;
                                } | null;
                                /** @default null */
                                previousMessage: string | null;
                                /** @enum {string} */
                                senderType: "customer" | "agent" | "trigger" | "poke" | "system";
                                /** @default null */
                                senderId: string | null;
                                /** @default null */
                                senderName: string | null;
                                /** @default null */
                                attachment: {
                                    hash?: string;
                                    /** Format: uri */
                                    url?: string;
                                    displayUrl?: string;
                                } | null;
                                /** @default false */
                                imported: boolean;
                            }[];
                            audit: {
                                id: string;
                                itemId: string;
                                /** @enum {string} */
                                action: "flag" | "claim" | "next" | "unclaim" | "release" | "mark" | "bulk-mark" | "undo" | "remediate";
                                actor: string;
                                actorName?: string;
                                /** Format: date-time */
                                at: string;
                                before: {
                                    [key: string]: unknown;
                                } | null;
                                after: {
                                    [key: string]: unknown;
                                } | null;
                                reason: string | null;
                                batchId: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or the item’s locale is not in the caller’s geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such flagged item in this tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused by the review rules (the text says why). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postAbuseItemsIdClaim: {
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
            /** @description The item now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            kind: "message" | "poke";
                            id: string;
                            locale: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            flaggedAt: string;
                            abuse: {
                                /** @enum {string} */
                                status: "pending" | "claimed" | "safe" | "abuse";
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                checkedAt: string | null;
                                /** @default null */
                                checkedBy: string | null;
                                /** @default null */
                                claimedBy: string | null;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                claimedAt: string | null;
                                claimedByName?: string | null;
                                checkedByName?: string | null;
                                words?: string[];
                                /** Format: date-time */
                                flaggedAt?: string | null;
                            };
                            senderId: string;
                            senderName: string | null;
                            profileName?: string | null;
                            chatId: string | null;
                            text: string;
                            matchedWords: string[];
                            message: {
                                id: string;
                                /** @default  */
                                content: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** @default normal */
                                type: string;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                deletedAt: string | null;
                                /** @default null */
                                deleted: {
                                    by: string;
                                    reason: string;
                                } | null;
                                /** @default null */
                                maskedContent: string | null;
                                abuse_modification_data?: string | {
                                    modified_content?: string | null;
                                    modified_attachment?: string | null;
                                    modified_by?: string | null;
                                } | null;
                                /** @default null */
                                previousMessage: string | null;
                                /** @enum {string} */
                                senderType: "customer" | "agent" | "trigger" | "poke" | "system";
                                /** @default null */
                                senderId: string | null;
                                /** @default null */
                                senderName: string | null;
                                /** @default null */
                                attachment: {
                                    hash?: string;
                                    /** Format: uri */
                                    url?: string;
                                    displayUrl?: string;
                                } | null;
                                /** @default false */
                                imported: boolean;
                            } | null;
                            poke: ({
                                origin?: ({
                                    type?: string | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            reason: string | null;
                            batchId: string | null;
                            /** @enum {string|null} */
                            remediation: "needed" | "modified" | "deleted" | "done" | null;
                            version: number;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or the item’s locale is not in the caller’s geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such flagged item in this tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused by the review rules (the text says why). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postAbuseItemsIdUnclaim: {
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
            /** @description The item now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            kind: "message" | "poke";
                            id: string;
                            locale: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            flaggedAt: string;
                            abuse: {
                                /** @enum {string} */
                                status: "pending" | "claimed" | "safe" | "abuse";
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                checkedAt: string | null;
                                /** @default null */
                                checkedBy: string | null;
                                /** @default null */
                                claimedBy: string | null;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                claimedAt: string | null;
                                claimedByName?: string | null;
                                checkedByName?: string | null;
                                words?: string[];
                                /** Format: date-time */
                                flaggedAt?: string | null;
                            };
                            senderId: string;
                            senderName: string | null;
                            profileName?: string | null;
                            chatId: string | null;
                            text: string;
                            matchedWords: string[];
                            message: {
                                id: string;
                                /** @default  */
                                content: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** @default normal */
                                type: string;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                deletedAt: string | null;
                                /** @default null */
                                deleted: {
                                    by: string;
                                    reason: string;
                                } | null;
                                /** @default null */
                                maskedContent: string | null;
                                abuse_modification_data?: string | {
                                    modified_content?: string | null;
                                    modified_attachment?: string | null;
                                    modified_by?: string | null;
                                } | null;
                                /** @default null */
                                previousMessage: string | null;
                                /** @enum {string} */
                                senderType: "customer" | "agent" | "trigger" | "poke" | "system";
                                /** @default null */
                                senderId: string | null;
                                /** @default null */
                                senderName: string | null;
                                /** @default null */
                                attachment: {
                                    hash?: string;
                                    /** Format: uri */
                                    url?: string;
                                    displayUrl?: string;
                                } | null;
                                /** @default false */
                                imported: boolean;
                            } | null;
                            poke: ({
                                origin?: ({
                                    type?: string | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            reason: string | null;
                            batchId: string | null;
                            /** @enum {string|null} */
                            remediation: "needed" | "modified" | "deleted" | "done" | null;
                            version: number;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or the item’s locale is not in the caller’s geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such flagged item in this tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused by the review rules (the text says why). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postAbuseItemsIdRelease: {
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
            /** @description The item now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            kind: "message" | "poke";
                            id: string;
                            locale: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            flaggedAt: string;
                            abuse: {
                                /** @enum {string} */
                                status: "pending" | "claimed" | "safe" | "abuse";
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                checkedAt: string | null;
                                /** @default null */
                                checkedBy: string | null;
                                /** @default null */
                                claimedBy: string | null;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                claimedAt: string | null;
                                claimedByName?: string | null;
                                checkedByName?: string | null;
                                words?: string[];
                                /** Format: date-time */
                                flaggedAt?: string | null;
                            };
                            senderId: string;
                            senderName: string | null;
                            profileName?: string | null;
                            chatId: string | null;
                            text: string;
                            matchedWords: string[];
                            message: {
                                id: string;
                                /** @default  */
                                content: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** @default normal */
                                type: string;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                deletedAt: string | null;
                                /** @default null */
                                deleted: {
                                    by: string;
                                    reason: string;
                                } | null;
                                /** @default null */
                                maskedContent: string | null;
                                abuse_modification_data?: string | {
                                    modified_content?: string | null;
                                    modified_attachment?: string | null;
                                    modified_by?: string | null;
                                } | null;
                                /** @default null */
                                previousMessage: string | null;
                                /** @enum {string} */
                                senderType: "customer" | "agent" | "trigger" | "poke" | "system";
                                /** @default null */
                                senderId: string | null;
                                /** @default null */
                                senderName: string | null;
                                /** @default null */
                                attachment: {
                                    hash?: string;
                                    /** Format: uri */
                                    url?: string;
                                    displayUrl?: string;
                                } | null;
                                /** @default false */
                                imported: boolean;
                            } | null;
                            poke: ({
                                origin?: ({
                                    type?: string | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            reason: string | null;
                            batchId: string | null;
                            /** @enum {string|null} */
                            remediation: "needed" | "modified" | "deleted" | "done" | null;
                            version: number;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or the item’s locale is not in the caller’s geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such flagged item in this tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused by the review rules (the text says why). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postAbuseItemsIdMark: {
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
                "application/json": {
                    /** @enum {string} */
                    verdict: "safe" | "abuse";
                    reason?: string;
                    version?: number;
                };
            };
        };
        responses: {
            /** @description The item now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            kind: "message" | "poke";
                            id: string;
                            locale: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            flaggedAt: string;
                            abuse: {
                                /** @enum {string} */
                                status: "pending" | "claimed" | "safe" | "abuse";
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                checkedAt: string | null;
                                /** @default null */
                                checkedBy: string | null;
                                /** @default null */
                                claimedBy: string | null;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                claimedAt: string | null;
                                claimedByName?: string | null;
                                checkedByName?: string | null;
                                words?: string[];
                                /** Format: date-time */
                                flaggedAt?: string | null;
                            };
                            senderId: string;
                            senderName: string | null;
                            profileName?: string | null;
                            chatId: string | null;
                            text: string;
                            matchedWords: string[];
                            message: {
                                id: string;
                                /** @default  */
                                content: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** @default normal */
                                type: string;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                deletedAt: string | null;
                                /** @default null */
                                deleted: {
                                    by: string;
                                    reason: string;
                                } | null;
                                /** @default null */
                                maskedContent: string | null;
                                abuse_modification_data?: string | {
                                    modified_content?: string | null;
                                    modified_attachment?: string | null;
                                    modified_by?: string | null;
                                } | null;
                                /** @default null */
                                previousMessage: string | null;
                                /** @enum {string} */
                                senderType: "customer" | "agent" | "trigger" | "poke" | "system";
                                /** @default null */
                                senderId: string | null;
                                /** @default null */
                                senderName: string | null;
                                /** @default null */
                                attachment: {
                                    hash?: string;
                                    /** Format: uri */
                                    url?: string;
                                    displayUrl?: string;
                                } | null;
                                /** @default false */
                                imported: boolean;
                            } | null;
                            poke: ({
                                origin?: ({
                                    type?: string | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            reason: string | null;
                            batchId: string | null;
                            /** @enum {string|null} */
                            remediation: "needed" | "modified" | "deleted" | "done" | null;
                            version: number;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or the item’s locale is not in the caller’s geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such flagged item in this tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused by the review rules (the text says why). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postAbuseItemsIdRemediate: {
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
                "application/json": {
                    /** @enum {string} */
                    action: "modify" | "delete" | "done";
                    modified_content?: string;
                    modified_attachment?: string | null;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description The item now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            kind: "message" | "poke";
                            id: string;
                            locale: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            flaggedAt: string;
                            abuse: {
                                /** @enum {string} */
                                status: "pending" | "claimed" | "safe" | "abuse";
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                checkedAt: string | null;
                                /** @default null */
                                checkedBy: string | null;
                                /** @default null */
                                claimedBy: string | null;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                claimedAt: string | null;
                                claimedByName?: string | null;
                                checkedByName?: string | null;
                                words?: string[];
                                /** Format: date-time */
                                flaggedAt?: string | null;
                            };
                            senderId: string;
                            senderName: string | null;
                            profileName?: string | null;
                            chatId: string | null;
                            text: string;
                            matchedWords: string[];
                            message: {
                                id: string;
                                /** @default  */
                                content: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** @default normal */
                                type: string;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                deletedAt: string | null;
                                /** @default null */
                                deleted: {
                                    by: string;
                                    reason: string;
                                } | null;
                                /** @default null */
                                maskedContent: string | null;
                                abuse_modification_data?: string | {
                                    modified_content?: string | null;
                                    modified_attachment?: string | null;
                                    modified_by?: string | null;
                                } | null;
                                /** @default null */
                                previousMessage: string | null;
                                /** @enum {string} */
                                senderType: "customer" | "agent" | "trigger" | "poke" | "system";
                                /** @default null */
                                senderId: string | null;
                                /** @default null */
                                senderName: string | null;
                                /** @default null */
                                attachment: {
                                    hash?: string;
                                    /** Format: uri */
                                    url?: string;
                                    displayUrl?: string;
                                } | null;
                                /** @default false */
                                imported: boolean;
                            } | null;
                            poke: ({
                                origin?: ({
                                    type?: string | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            reason: string | null;
                            batchId: string | null;
                            /** @enum {string|null} */
                            remediation: "needed" | "modified" | "deleted" | "done" | null;
                            version: number;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or the item’s locale is not in the caller’s geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such flagged item in this tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused by the review rules (the text says why). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getAbuseItemsIdAudit: {
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
            /** @description Entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            itemId: string;
                            /** @enum {string} */
                            action: "flag" | "claim" | "next" | "unclaim" | "release" | "mark" | "bulk-mark" | "undo" | "remediate";
                            actor: string;
                            actorName?: string;
                            /** Format: date-time */
                            at: string;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            after: {
                                [key: string]: unknown;
                            } | null;
                            reason: string | null;
                            batchId: string | null;
                        }[];
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or the item’s locale is not in the caller’s geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such flagged item in this tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused by the review rules (the text says why). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getAbuseItemsIdCluster: {
        parameters: {
            query: {
                by: "sender" | "text";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            kind: "message" | "poke";
                            id: string;
                            locale: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            flaggedAt: string;
                            abuse: {
                                /** @enum {string} */
                                status: "pending" | "claimed" | "safe" | "abuse";
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                checkedAt: string | null;
                                /** @default null */
                                checkedBy: string | null;
                                /** @default null */
                                claimedBy: string | null;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                claimedAt: string | null;
                                claimedByName?: string | null;
                                checkedByName?: string | null;
                                words?: string[];
                                /** Format: date-time */
                                flaggedAt?: string | null;
                            };
                            senderId: string;
                            senderName: string | null;
                            profileName?: string | null;
                            chatId: string | null;
                            text: string;
                            matchedWords: string[];
                            message: {
                                id: string;
                                /** @default  */
                                content: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** @default normal */
                                type: string;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                deletedAt: string | null;
                                /** @default null */
                                deleted: {
                                    by: string;
                                    reason: string;
                                } | null;
                                /** @default null */
                                maskedContent: string | null;
                                abuse_modification_data?: string | {
                                    modified_content?: string | null;
                                    modified_attachment?: string | null;
                                    modified_by?: string | null;
                                } | null;
                                /** @default null */
                                previousMessage: string | null;
                                /** @enum {string} */
                                senderType: "customer" | "agent" | "trigger" | "poke" | "system";
                                /** @default null */
                                senderId: string | null;
                                /** @default null */
                                senderName: string | null;
                                /** @default null */
                                attachment: {
                                    hash?: string;
                                    /** Format: uri */
                                    url?: string;
                                    displayUrl?: string;
                                } | null;
                                /** @default false */
                                imported: boolean;
                            } | null;
                            poke: ({
                                origin?: ({
                                    type?: string | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                            reason: string | null;
                            batchId: string | null;
                            /** @enum {string|null} */
                            remediation: "needed" | "modified" | "deleted" | "done" | null;
                            version: number;
                        }[];
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or the item’s locale is not in the caller’s geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such flagged item in this tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused by the review rules (the text says why). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postAbuseBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                    /** @enum {string} */
                    verdict: "safe" | "abuse";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Decided and skipped. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            batchId: string;
                            decided: {
                                /** @enum {string} */
                                kind: "message" | "poke";
                                id: string;
                                locale: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                flaggedAt: string;
                                abuse: {
                                    /** @enum {string} */
                                    status: "pending" | "claimed" | "safe" | "abuse";
                                    /**
                                     * Format: date-time
                                     * @default null
                                     */
                                    checkedAt: string | null;
                                    /** @default null */
                                    checkedBy: string | null;
                                    /** @default null */
                                    claimedBy: string | null;
                                    /**
                                     * Format: date-time
                                     * @default null
                                     */
                                    claimedAt: string | null;
                                    claimedByName?: string | null;
                                    checkedByName?: string | null;
                                    words?: string[];
                                    /** Format: date-time */
                                    flaggedAt?: string | null;
                                };
                                senderId: string;
                                senderName: string | null;
                                profileName?: string | null;
                                chatId: string | null;
                                text: string;
                                matchedWords: string[];
                                message: {
                                    id: string;
                                    /** @default  */
                                    content: string;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @default normal */
                                    type: string;
                                    /**
                                     * Format: date-time
                                     * @default null
                                     */
                                    deletedAt: string | null;
                                    /** @default null */
                                    deleted: {
                                        by: string;
                                        reason: string;
                                    } | null;
                                    /** @default null */
                                    maskedContent: string | null;
                                    abuse_modification_data?: string | {
                                        modified_content?: string | null;
                                        modified_attachment?: string | null;
                                        modified_by?: string | null;
                                    } | null;
                                    /** @default null */
                                    previousMessage: string | null;
                                    /** @enum {string} */
                                    senderType: "customer" | "agent" | "trigger" | "poke" | "system";
                                    /** @default null */
                                    senderId: string | null;
                                    /** @default null */
                                    senderName: string | null;
                                    /** @default null */
                                    attachment: {
                                        hash?: string;
                                        /** Format: uri */
                                        url?: string;
                                        displayUrl?: string;
                                    } | null;
                                    /** @default false */
                                    imported: boolean;
                                } | null;
                                poke: ({
                                    origin?: ({
                                        type?: string | null;
                                    } & {
                                        [key: string]: unknown;
                                    }) | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                reason: string | null;
                                batchId: string | null;
                                /** @enum {string|null} */
                                remediation: "needed" | "modified" | "deleted" | "done" | null;
                                version: number;
                            }[];
                            skipped: {
                                id: string;
                                /** @enum {string} */
                                code: "CLAIMED_BY_ANOTHER" | "ALREADY_CHECKED" | "NOT_FOUND" | "NOT_IN_LOCALES";
                                by: {
                                    uid: string;
                                    name: string;
                                } | null;
                                /** @enum {string|null} */
                                verdict: "safe" | "abuse" | null;
                                message: string;
                            }[];
                            /** Format: date-time */
                            undoUntil: string;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or the item’s locale is not in the caller’s geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such flagged item in this tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused by the review rules (the text says why). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postAbuseBatchesBatchIdUndo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Restored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            restored: {
                                /** @enum {string} */
                                kind: "message" | "poke";
                                id: string;
                                locale: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                flaggedAt: string;
                                abuse: {
                                    /** @enum {string} */
                                    status: "pending" | "claimed" | "safe" | "abuse";
                                    /**
                                     * Format: date-time
                                     * @default null
                                     */
                                    checkedAt: string | null;
                                    /** @default null */
                                    checkedBy: string | null;
                                    /** @default null */
                                    claimedBy: string | null;
                                    /**
                                     * Format: date-time
                                     * @default null
                                     */
                                    claimedAt: string | null;
                                    claimedByName?: string | null;
                                    checkedByName?: string | null;
                                    words?: string[];
                                    /** Format: date-time */
                                    flaggedAt?: string | null;
                                };
                                senderId: string;
                                senderName: string | null;
                                profileName?: string | null;
                                chatId: string | null;
                                text: string;
                                matchedWords: string[];
                                message: {
                                    id: string;
                                    /** @default  */
                                    content: string;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @default normal */
                                    type: string;
                                    /**
                                     * Format: date-time
                                     * @default null
                                     */
                                    deletedAt: string | null;
                                    /** @default null */
                                    deleted: {
                                        by: string;
                                        reason: string;
                                    } | null;
                                    /** @default null */
                                    maskedContent: string | null;
                                    abuse_modification_data?: string | {
                                        modified_content?: string | null;
                                        modified_attachment?: string | null;
                                        modified_by?: string | null;
                                    } | null;
                                    /** @default null */
                                    previousMessage: string | null;
                                    /** @enum {string} */
                                    senderType: "customer" | "agent" | "trigger" | "poke" | "system";
                                    /** @default null */
                                    senderId: string | null;
                                    /** @default null */
                                    senderName: string | null;
                                    /** @default null */
                                    attachment: {
                                        hash?: string;
                                        /** Format: uri */
                                        url?: string;
                                        displayUrl?: string;
                                    } | null;
                                    /** @default false */
                                    imported: boolean;
                                } | null;
                                poke: ({
                                    origin?: ({
                                        type?: string | null;
                                    } & {
                                        [key: string]: unknown;
                                    }) | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                reason: string | null;
                                batchId: string | null;
                                /** @enum {string|null} */
                                remediation: "needed" | "modified" | "deleted" | "done" | null;
                                version: number;
                            }[];
                            skipped: string[];
                            claimed: {
                                /** @enum {string} */
                                kind: "message" | "poke";
                                id: string;
                                locale: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                flaggedAt: string;
                                abuse: {
                                    /** @enum {string} */
                                    status: "pending" | "claimed" | "safe" | "abuse";
                                    /**
                                     * Format: date-time
                                     * @default null
                                     */
                                    checkedAt: string | null;
                                    /** @default null */
                                    checkedBy: string | null;
                                    /** @default null */
                                    claimedBy: string | null;
                                    /**
                                     * Format: date-time
                                     * @default null
                                     */
                                    claimedAt: string | null;
                                    claimedByName?: string | null;
                                    checkedByName?: string | null;
                                    words?: string[];
                                    /** Format: date-time */
                                    flaggedAt?: string | null;
                                };
                                senderId: string;
                                senderName: string | null;
                                profileName?: string | null;
                                chatId: string | null;
                                text: string;
                                matchedWords: string[];
                                message: {
                                    id: string;
                                    /** @default  */
                                    content: string;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @default normal */
                                    type: string;
                                    /**
                                     * Format: date-time
                                     * @default null
                                     */
                                    deletedAt: string | null;
                                    /** @default null */
                                    deleted: {
                                        by: string;
                                        reason: string;
                                    } | null;
                                    /** @default null */
                                    maskedContent: string | null;
                                    abuse_modification_data?: string | {
                                        modified_content?: string | null;
                                        modified_attachment?: string | null;
                                        modified_by?: string | null;
                                    } | null;
                                    /** @default null */
                                    previousMessage: string | null;
                                    /** @enum {string} */
                                    senderType: "customer" | "agent" | "trigger" | "poke" | "system";
                                    /** @default null */
                                    senderId: string | null;
                                    /** @default null */
                                    senderName: string | null;
                                    /** @default null */
                                    attachment: {
                                        hash?: string;
                                        /** Format: uri */
                                        url?: string;
                                        displayUrl?: string;
                                    } | null;
                                    /** @default false */
                                    imported: boolean;
                                } | null;
                                poke: ({
                                    origin?: ({
                                        type?: string | null;
                                    } & {
                                        [key: string]: unknown;
                                    }) | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                reason: string | null;
                                batchId: string | null;
                                /** @enum {string|null} */
                                remediation: "needed" | "modified" | "deleted" | "done" | null;
                                version: number;
                            } | null;
                            released: {
                                /** @enum {string} */
                                kind: "message" | "poke";
                                id: string;
                                locale: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                flaggedAt: string;
                                abuse: {
                                    /** @enum {string} */
                                    status: "pending" | "claimed" | "safe" | "abuse";
                                    /**
                                     * Format: date-time
                                     * @default null
                                     */
                                    checkedAt: string | null;
                                    /** @default null */
                                    checkedBy: string | null;
                                    /** @default null */
                                    claimedBy: string | null;
                                    /**
                                     * Format: date-time
                                     * @default null
                                     */
                                    claimedAt: string | null;
                                    claimedByName?: string | null;
                                    checkedByName?: string | null;
                                    words?: string[];
                                    /** Format: date-time */
                                    flaggedAt?: string | null;
                                };
                                senderId: string;
                                senderName: string | null;
                                profileName?: string | null;
                                chatId: string | null;
                                text: string;
                                matchedWords: string[];
                                message: {
                                    id: string;
                                    /** @default  */
                                    content: string;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @default normal */
                                    type: string;
                                    /**
                                     * Format: date-time
                                     * @default null
                                     */
                                    deletedAt: string | null;
                                    /** @default null */
                                    deleted: {
                                        by: string;
                                        reason: string;
                                    } | null;
                                    /** @default null */
                                    maskedContent: string | null;
                                    abuse_modification_data?: string | {
                                        modified_content?: string | null;
                                        modified_attachment?: string | null;
                                        modified_by?: string | null;
                                    } | null;
                                    /** @default null */
                                    previousMessage: string | null;
                                    /** @enum {string} */
                                    senderType: "customer" | "agent" | "trigger" | "poke" | "system";
                                    /** @default null */
                                    senderId: string | null;
                                    /** @default null */
                                    senderName: string | null;
                                    /** @default null */
                                    attachment: {
                                        hash?: string;
                                        /** Format: uri */
                                        url?: string;
                                        displayUrl?: string;
                                    } | null;
                                    /** @default false */
                                    imported: boolean;
                                } | null;
                                poke: ({
                                    origin?: ({
                                        type?: string | null;
                                    } & {
                                        [key: string]: unknown;
                                    }) | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                reason: string | null;
                                batchId: string | null;
                                /** @enum {string|null} */
                                remediation: "needed" | "modified" | "deleted" | "done" | null;
                                version: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or the item’s locale is not in the caller’s geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such flagged item in this tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused by the review rules (the text says why). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getAbuseHistory: {
        parameters: {
            query?: {
                page?: number;
                reviewer?: string;
                kind?: "message" | "poke";
                verdict?: "safe" | "abuse";
                locale?: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                /** @enum {string} */
                                kind: "message" | "poke";
                                id: string;
                                locale: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                flaggedAt: string;
                                abuse: {
                                    /** @enum {string} */
                                    status: "pending" | "claimed" | "safe" | "abuse";
                                    /**
                                     * Format: date-time
                                     * @default null
                                     */
                                    checkedAt: string | null;
                                    /** @default null */
                                    checkedBy: string | null;
                                    /** @default null */
                                    claimedBy: string | null;
                                    /**
                                     * Format: date-time
                                     * @default null
                                     */
                                    claimedAt: string | null;
                                    claimedByName?: string | null;
                                    checkedByName?: string | null;
                                    words?: string[];
                                    /** Format: date-time */
                                    flaggedAt?: string | null;
                                };
                                senderId: string;
                                senderName: string | null;
                                profileName?: string | null;
                                chatId: string | null;
                                text: string;
                                matchedWords: string[];
                                message: {
                                    id: string;
                                    /** @default  */
                                    content: string;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @default normal */
                                    type: string;
                                    /**
                                     * Format: date-time
                                     * @default null
                                     */
                                    deletedAt: string | null;
                                    /** @default null */
                                    deleted: {
                                        by: string;
                                        reason: string;
                                    } | null;
                                    /** @default null */
                                    maskedContent: string | null;
                                    abuse_modification_data?: string | {
                                        modified_content?: string | null;
                                        modified_attachment?: string | null;
                                        modified_by?: string | null;
                                    } | null;
                                    /** @default null */
                                    previousMessage: string | null;
                                    /** @enum {string} */
                                    senderType: "customer" | "agent" | "trigger" | "poke" | "system";
                                    /** @default null */
                                    senderId: string | null;
                                    /** @default null */
                                    senderName: string | null;
                                    /** @default null */
                                    attachment: {
                                        hash?: string;
                                        /** Format: uri */
                                        url?: string;
                                        displayUrl?: string;
                                    } | null;
                                    /** @default false */
                                    imported: boolean;
                                } | null;
                                poke: ({
                                    origin?: ({
                                        type?: string | null;
                                    } & {
                                        [key: string]: unknown;
                                    }) | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                reason: string | null;
                                batchId: string | null;
                                /** @enum {string|null} */
                                remediation: "needed" | "modified" | "deleted" | "done" | null;
                                version: number;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                            pageCount: number;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or the item’s locale is not in the caller’s geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such flagged item in this tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused by the review rules (the text says why). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getAbuseRemediation: {
        parameters: {
            query?: {
                page?: number;
                state?: "needed" | "all";
                locale?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                /** @enum {string} */
                                kind: "message" | "poke";
                                id: string;
                                locale: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                flaggedAt: string;
                                abuse: {
                                    /** @enum {string} */
                                    status: "pending" | "claimed" | "safe" | "abuse";
                                    /**
                                     * Format: date-time
                                     * @default null
                                     */
                                    checkedAt: string | null;
                                    /** @default null */
                                    checkedBy: string | null;
                                    /** @default null */
                                    claimedBy: string | null;
                                    /**
                                     * Format: date-time
                                     * @default null
                                     */
                                    claimedAt: string | null;
                                    claimedByName?: string | null;
                                    checkedByName?: string | null;
                                    words?: string[];
                                    /** Format: date-time */
                                    flaggedAt?: string | null;
                                };
                                senderId: string;
                                senderName: string | null;
                                profileName?: string | null;
                                chatId: string | null;
                                text: string;
                                matchedWords: string[];
                                message: {
                                    id: string;
                                    /** @default  */
                                    content: string;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @default normal */
                                    type: string;
                                    /**
                                     * Format: date-time
                                     * @default null
                                     */
                                    deletedAt: string | null;
                                    /** @default null */
                                    deleted: {
                                        by: string;
                                        reason: string;
                                    } | null;
                                    /** @default null */
                                    maskedContent: string | null;
                                    abuse_modification_data?: string | {
                                        modified_content?: string | null;
                                        modified_attachment?: string | null;
                                        modified_by?: string | null;
                                    } | null;
                                    /** @default null */
                                    previousMessage: string | null;
                                    /** @enum {string} */
                                    senderType: "customer" | "agent" | "trigger" | "poke" | "system";
                                    /** @default null */
                                    senderId: string | null;
                                    /** @default null */
                                    senderName: string | null;
                                    /** @default null */
                                    attachment: {
                                        hash?: string;
                                        /** Format: uri */
                                        url?: string;
                                        displayUrl?: string;
                                    } | null;
                                    /** @default false */
                                    imported: boolean;
                                } | null;
                                poke: ({
                                    origin?: ({
                                        type?: string | null;
                                    } & {
                                        [key: string]: unknown;
                                    }) | null;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                                reason: string | null;
                                batchId: string | null;
                                /** @enum {string|null} */
                                remediation: "needed" | "modified" | "deleted" | "done" | null;
                                version: number;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                            pageCount: number;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or the item’s locale is not in the caller’s geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such flagged item in this tenant. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused by the review rules (the text says why). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getReportedMessages: {
        parameters: {
            query?: {
                page?: number;
                processed?: "true" | "false" | "all";
                locale?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                chatId: string;
                                messageId: string;
                                locale: string;
                                message: {
                                    id: string;
                                    /** @default  */
                                    content: string;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @default normal */
                                    type: string;
                                    /**
                                     * Format: date-time
                                     * @default null
                                     */
                                    deletedAt: string | null;
                                    /** @default null */
                                    deleted: {
                                        by: string;
                                        reason: string;
                                    } | null;
                                    /** @default null */
                                    maskedContent: string | null;
                                    abuse_modification_data?: string | {
                                        modified_content?: string | null;
                                        modified_attachment?: string | null;
                                        modified_by?: string | null;
                                    } | null;
                                    /** @default null */
                                    previousMessage: string | null;
                                    /** @enum {string} */
                                    senderType: "customer" | "agent" | "trigger" | "poke" | "system";
                                    /** @default null */
                                    senderId: string | null;
                                    /** @default null */
                                    senderName: string | null;
                                    /** @default null */
                                    attachment: {
                                        hash?: string;
                                        /** Format: uri */
                                        url?: string;
                                        displayUrl?: string;
                                    } | null;
                                    /** @default false */
                                    imported: boolean;
                                };
                                report: {
                                    /** @enum {string} */
                                    category: "contact_info_given_out" | "abusive_about_company_services" | "abusive_operator" | "misleading" | "contact_info" | "abusive_customer" | "illegal" | "new_category" | "bad_quality" | "other";
                                    processed: boolean;
                                    /** Format: date-time */
                                    reportedAt: string;
                                    reportedBy: string;
                                    reportedByName?: string;
                                };
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                            pageCount: number;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or the locale is not in the caller’s geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such chat, message or report. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Already reported by this reporter. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postReportedMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    chatId: string;
                    messageId: string;
                    /** @enum {string} */
                    category: "contact_info_given_out" | "abusive_about_company_services" | "abusive_operator" | "misleading" | "contact_info" | "abusive_customer" | "illegal" | "new_category" | "bad_quality" | "other";
                };
            };
        };
        responses: {
            /** @description Reported. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            chatId: string;
                            messageId: string;
                            locale: string;
                            message: {
                                id: string;
                                /** @default  */
                                content: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** @default normal */
                                type: string;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                deletedAt: string | null;
                                /** @default null */
                                deleted: {
                                    by: string;
                                    reason: string;
                                } | null;
                                /** @default null */
                                maskedContent: string | null;
                                abuse_modification_data?: string | {
                                    modified_content?: string | null;
                                    modified_attachment?: string | null;
                                    modified_by?: string | null;
                                } | null;
                                /** @default null */
                                previousMessage: string | null;
                                /** @enum {string} */
                                senderType: "customer" | "agent" | "trigger" | "poke" | "system";
                                /** @default null */
                                senderId: string | null;
                                /** @default null */
                                senderName: string | null;
                                /** @default null */
                                attachment: {
                                    hash?: string;
                                    /** Format: uri */
                                    url?: string;
                                    displayUrl?: string;
                                } | null;
                                /** @default false */
                                imported: boolean;
                            };
                            report: {
                                /** @enum {string} */
                                category: "contact_info_given_out" | "abusive_about_company_services" | "abusive_operator" | "misleading" | "contact_info" | "abusive_customer" | "illegal" | "new_category" | "bad_quality" | "other";
                                processed: boolean;
                                /** Format: date-time */
                                reportedAt: string;
                                reportedBy: string;
                                reportedByName?: string;
                            };
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or the locale is not in the caller’s geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such chat, message or report. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Already reported by this reporter. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postReportedMessagesIntake: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    chatId: string;
                    messageId: string;
                    /** @enum {string} */
                    category: "contact_info_given_out" | "abusive_about_company_services" | "abusive_operator" | "misleading" | "contact_info" | "abusive_customer" | "illegal" | "new_category" | "bad_quality" | "other";
                    reportedBy: string;
                };
            };
        };
        responses: {
            /** @description Reported. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            chatId: string;
                            messageId: string;
                            locale: string;
                            message: {
                                id: string;
                                /** @default  */
                                content: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** @default normal */
                                type: string;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                deletedAt: string | null;
                                /** @default null */
                                deleted: {
                                    by: string;
                                    reason: string;
                                } | null;
                                /** @default null */
                                maskedContent: string | null;
                                abuse_modification_data?: string | {
                                    modified_content?: string | null;
                                    modified_attachment?: string | null;
                                    modified_by?: string | null;
                                } | null;
                                /** @default null */
                                previousMessage: string | null;
                                /** @enum {string} */
                                senderType: "customer" | "agent" | "trigger" | "poke" | "system";
                                /** @default null */
                                senderId: string | null;
                                /** @default null */
                                senderName: string | null;
                                /** @default null */
                                attachment: {
                                    hash?: string;
                                    /** Format: uri */
                                    url?: string;
                                    displayUrl?: string;
                                } | null;
                                /** @default false */
                                imported: boolean;
                            };
                            report: {
                                /** @enum {string} */
                                category: "contact_info_given_out" | "abusive_about_company_services" | "abusive_operator" | "misleading" | "contact_info" | "abusive_customer" | "illegal" | "new_category" | "bad_quality" | "other";
                                processed: boolean;
                                /** Format: date-time */
                                reportedAt: string;
                                reportedBy: string;
                                reportedByName?: string;
                            };
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or the locale is not in the caller’s geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such chat, message or report. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Already reported by this reporter. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postReportedMessagesProcessed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    isProcessed: boolean;
                };
            };
        };
        responses: {
            /** @description The report now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            chatId: string;
                            messageId: string;
                            locale: string;
                            message: {
                                id: string;
                                /** @default  */
                                content: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** @default normal */
                                type: string;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                deletedAt: string | null;
                                /** @default null */
                                deleted: {
                                    by: string;
                                    reason: string;
                                } | null;
                                /** @default null */
                                maskedContent: string | null;
                                abuse_modification_data?: string | {
                                    modified_content?: string | null;
                                    modified_attachment?: string | null;
                                    modified_by?: string | null;
                                } | null;
                                /** @default null */
                                previousMessage: string | null;
                                /** @enum {string} */
                                senderType: "customer" | "agent" | "trigger" | "poke" | "system";
                                /** @default null */
                                senderId: string | null;
                                /** @default null */
                                senderName: string | null;
                                /** @default null */
                                attachment: {
                                    hash?: string;
                                    /** Format: uri */
                                    url?: string;
                                    displayUrl?: string;
                                } | null;
                                /** @default false */
                                imported: boolean;
                            };
                            report: {
                                /** @enum {string} */
                                category: "contact_info_given_out" | "abusive_about_company_services" | "abusive_operator" | "misleading" | "contact_info" | "abusive_customer" | "illegal" | "new_category" | "bad_quality" | "other";
                                processed: boolean;
                                /** Format: date-time */
                                reportedAt: string;
                                reportedBy: string;
                                reportedByName?: string;
                            };
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or the locale is not in the caller’s geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such chat, message or report. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Already reported by this reporter. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getReportedMessagesGeoId: {
        parameters: {
            query?: {
                before?: string;
                after?: string;
            };
            header?: never;
            path: {
                geo: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            report: {
                                id: string;
                                chatId: string;
                                messageId: string;
                                locale: string;
                                message: {
                                    id: string;
                                    /** @default  */
                                    content: string;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @default normal */
                                    type: string;
                                    /**
                                     * Format: date-time
                                     * @default null
                                     */
                                    deletedAt: string | null;
                                    /** @default null */
                                    deleted: {
                                        by: string;
                                        reason: string;
                                    } | null;
                                    /** @default null */
                                    maskedContent: string | null;
                                    abuse_modification_data?: string | {
                                        modified_content?: string | null;
                                        modified_attachment?: string | null;
                                        modified_by?: string | null;
                                    } | null;
                                    /** @default null */
                                    previousMessage: string | null;
                                    /** @enum {string} */
                                    senderType: "customer" | "agent" | "trigger" | "poke" | "system";
                                    /** @default null */
                                    senderId: string | null;
                                    /** @default null */
                                    senderName: string | null;
                                    /** @default null */
                                    attachment: {
                                        hash?: string;
                                        /** Format: uri */
                                        url?: string;
                                        displayUrl?: string;
                                    } | null;
                                    /** @default false */
                                    imported: boolean;
                                };
                                report: {
                                    /** @enum {string} */
                                    category: "contact_info_given_out" | "abusive_about_company_services" | "abusive_operator" | "misleading" | "contact_info" | "abusive_customer" | "illegal" | "new_category" | "bad_quality" | "other";
                                    processed: boolean;
                                    /** Format: date-time */
                                    reportedAt: string;
                                    reportedBy: string;
                                    reportedByName?: string;
                                };
                            };
                            messages: {
                                id: string;
                                /** @default  */
                                content: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** @default normal */
                                type: string;
                                /**
                                 * Format: date-time
                                 * @default null
                                 */
                                deletedAt: string | null;
                                /** @default null */
                                deleted: {
                                    by: string;
                                    reason: string;
                                } | null;
                                /** @default null */
                                maskedContent: string | null;
                                abuse_modification_data?: string | {
                                    modified_content?: string | null;
                                    modified_attachment?: string | null;
                                    modified_by?: string | null;
                                } | null;
                                /** @default null */
                                previousMessage: string | null;
                                /** @enum {string} */
                                senderType: "customer" | "agent" | "trigger" | "poke" | "system";
                                /** @default null */
                                senderId: string | null;
                                /** @default null */
                                senderName: string | null;
                                /** @default null */
                                attachment: {
                                    hash?: string;
                                    /** Format: uri */
                                    url?: string;
                                    displayUrl?: string;
                                } | null;
                                /** @default false */
                                imported: boolean;
                            }[];
                            hasOlder: boolean;
                            hasNewer: boolean;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Role not allowed, or the locale is not in the caller’s geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such chat, message or report. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Already reported by this reporter. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postPokesGeoIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                geo: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The poke as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            origin?: ({
                                type?: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins and pokers only, in their geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The poke is not in a state for this. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postPokesGeoIdKill: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                geo: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The poke as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            origin?: ({
                                type?: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins and pokers only, in their geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The poke is not in a state for this. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    postPokesGeoIdSendLate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                geo: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The poke as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            origin?: ({
                                type?: string | null;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins and pokers only, in their geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The poke is not in a state for this. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getPokesGeoIdSending: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                geo: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `late`: found past the grace time, waiting for send-late or cancel; `failures`: the first failed recipients with their reasons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            late: boolean;
                            runs: {
                                id: string;
                                dueAt: string;
                                state: string;
                                reason: string | null;
                                startedAt: string | null;
                                finishedAt: string | null;
                                sites: {
                                    site: string;
                                    state: string;
                                    estimate: number;
                                    sent: number;
                                    skipped: {
                                        [key: string]: number;
                                    };
                                    failed: number;
                                    alreadyHad: number;
                                    /** @default 0 */
                                    answered: number;
                                    reason: string | null;
                                }[];
                            }[];
                            /** @default [] */
                            failures: {
                                customerId: string;
                                site: string;
                                reason: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins and pokers only, in their geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getPokesGeoIdRecipients: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
                run?: string;
            };
            header?: never;
            path: {
                geo: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description sent, skipped with why (in_conversation, answered, filtered_out), or failed with the reason. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            customerId: string;
                            customerName: string | null;
                            runId: string;
                            site: string;
                            outcome: string;
                            reason: string | null;
                            chatId: string | null;
                            at: string;
                        }[];
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins and pokers only, in their geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getPokeQueueStatisticsLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description data.data keyed by location (a site); each with its region (locale), scheduledPokes, waiting, sending, sent, skipped, failed and answered (the last 7 days). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: {
                                [key: string]: {
                                    [key: string]: number | string | null;
                                };
                            };
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins only, in their geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getPokeQueueStatisticsLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                location: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description data.data keyed by location (a site); each with its region (locale), scheduledPokes, waiting, sending, sent, skipped, failed and answered (the last 7 days). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: {
                                [key: string]: {
                                    [key: string]: number | string | null;
                                };
                            };
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Admins only, in their geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No data for this location. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getProfileId: {
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
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @default null */
                            profileCmsId: string | number | null;
                            /** @default null */
                            uuid: string | null;
                            /** @default null */
                            real_name: string | null;
                            /** @default null */
                            name: string | null;
                            /** @default null */
                            is_smoker: boolean | 0 | 1 | null;
                            /** @default null */
                            hobbies: string[] | string | null;
                            /** @default null */
                            has_piercing: boolean | 0 | 1 | null;
                            /** @default null */
                            has_tattoo: boolean | 0 | 1 | null;
                            /** @default null */
                            hair_colour: string | null;
                            /** @default null */
                            eye_colour: string | null;
                            /** @default null */
                            civil_status: string | null;
                            /** @default null */
                            about_me: string | null;
                            /** @default null */
                            about_you: string | null;
                            /** @default null */
                            adult_level: number | null;
                            /** @default null */
                            age: number | null;
                            /** @default null */
                            build: string | null;
                            /** @default null */
                            status: string | null;
                            /** @default null */
                            length: number | null;
                            /** @default null */
                            profession: string | null;
                            /** @default null */
                            transportation: string | null;
                            /** @default null */
                            housing_situation: string | null;
                            /** @default null */
                            passion: string | null;
                            /** @default null */
                            sexual_orientation: string | null;
                            /** @default null */
                            is_angel: boolean | 0 | 1 | null;
                            /** @default null */
                            avatar: string | null;
                            /** @default null */
                            appearance: string | null;
                            /** @default null */
                            domain: string | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            gender: "male" | "female" | null;
                            /** @default null */
                            date_of_birth: string | null;
                            /** @default null */
                            created_at: string | null;
                            /** @default null */
                            updated_at: string | null;
                            /** @default null */
                            creditsBalance: number | null;
                            /** @default null */
                            last_activity: string | null;
                            /** @default null */
                            profile_type: string | null;
                            /** @default [] */
                            media: {
                                /** @default null */
                                url: string | null;
                                /** @default null */
                                hash: string | null;
                                /** @default null */
                                type: string | null;
                            }[];
                            /** @default [] */
                            geo: {
                                /** @default null */
                                iso: string | null;
                                /** @default null */
                                language: string | null;
                                /** @default null */
                                timezone: string | null;
                                /** @default null */
                                region1: string | null;
                                /** @default null */
                                region2: string | null;
                                /** @default null */
                                region3: string | null;
                                /** @default null */
                                region4: string | null;
                                /** @default null */
                                locality: string | null;
                                /** @default null */
                                postcode: string | null;
                                /** @default null */
                                latitude: number | string | null;
                                /** @default null */
                                longitude: number | string | null;
                            }[] | {
                                /** @default null */
                                iso: string | null;
                                /** @default null */
                                language: string | null;
                                /** @default null */
                                timezone: string | null;
                                /** @default null */
                                region1: string | null;
                                /** @default null */
                                region2: string | null;
                                /** @default null */
                                region3: string | null;
                                /** @default null */
                                region4: string | null;
                                /** @default null */
                                locality: string | null;
                                /** @default null */
                                postcode: string | null;
                                /** @default null */
                                latitude: number | string | null;
                                /** @default null */
                                longitude: number | string | null;
                            };
                            /** @default null */
                            geo_free: 0 | 1 | boolean | null;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The profile’s locale is not one of the caller’s geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such profile (the spec’s text). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getEntertainmentProfilesId: {
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
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @default null */
                            profileCmsId: string | number | null;
                            /** @default null */
                            uuid: string | null;
                            /** @default null */
                            real_name: string | null;
                            /** @default null */
                            name: string | null;
                            /** @default null */
                            is_smoker: boolean | 0 | 1 | null;
                            /** @default null */
                            hobbies: string[] | string | null;
                            /** @default null */
                            has_piercing: boolean | 0 | 1 | null;
                            /** @default null */
                            has_tattoo: boolean | 0 | 1 | null;
                            /** @default null */
                            hair_colour: string | null;
                            /** @default null */
                            eye_colour: string | null;
                            /** @default null */
                            civil_status: string | null;
                            /** @default null */
                            about_me: string | null;
                            /** @default null */
                            about_you: string | null;
                            /** @default null */
                            adult_level: number | null;
                            /** @default null */
                            age: number | null;
                            /** @default null */
                            build: string | null;
                            /** @default null */
                            status: string | null;
                            /** @default null */
                            length: number | null;
                            /** @default null */
                            profession: string | null;
                            /** @default null */
                            transportation: string | null;
                            /** @default null */
                            housing_situation: string | null;
                            /** @default null */
                            passion: string | null;
                            /** @default null */
                            sexual_orientation: string | null;
                            /** @default null */
                            is_angel: boolean | 0 | 1 | null;
                            /** @default null */
                            avatar: string | null;
                            /** @default null */
                            appearance: string | null;
                            /** @default null */
                            domain: string | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            gender: "male" | "female" | null;
                            /** @default null */
                            date_of_birth: string | null;
                            /** @default null */
                            created_at: string | null;
                            /** @default null */
                            updated_at: string | null;
                            /** @default null */
                            creditsBalance: number | null;
                            /** @default null */
                            last_activity: string | null;
                            /** @default null */
                            profile_type: string | null;
                            /** @default [] */
                            media: {
                                /** @default null */
                                url: string | null;
                                /** @default null */
                                hash: string | null;
                                /** @default null */
                                type: string | null;
                            }[];
                            /** @default [] */
                            geo: {
                                /** @default null */
                                iso: string | null;
                                /** @default null */
                                language: string | null;
                                /** @default null */
                                timezone: string | null;
                                /** @default null */
                                region1: string | null;
                                /** @default null */
                                region2: string | null;
                                /** @default null */
                                region3: string | null;
                                /** @default null */
                                region4: string | null;
                                /** @default null */
                                locality: string | null;
                                /** @default null */
                                postcode: string | null;
                                /** @default null */
                                latitude: number | string | null;
                                /** @default null */
                                longitude: number | string | null;
                            }[] | {
                                /** @default null */
                                iso: string | null;
                                /** @default null */
                                language: string | null;
                                /** @default null */
                                timezone: string | null;
                                /** @default null */
                                region1: string | null;
                                /** @default null */
                                region2: string | null;
                                /** @default null */
                                region3: string | null;
                                /** @default null */
                                region4: string | null;
                                /** @default null */
                                locality: string | null;
                                /** @default null */
                                postcode: string | null;
                                /** @default null */
                                latitude: number | string | null;
                                /** @default null */
                                longitude: number | string | null;
                            };
                            /** @default null */
                            geo_free: 0 | 1 | boolean | null;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The profile’s locale is not one of the caller’s geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such profile (the spec’s text). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getCustomersId: {
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
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @default null */
                            profileCmsId: string | number | null;
                            /** @default null */
                            uuid: string | null;
                            /** @default null */
                            real_name: string | null;
                            /** @default null */
                            name: string | null;
                            /** @default null */
                            is_smoker: boolean | 0 | 1 | null;
                            /** @default null */
                            hobbies: string[] | string | null;
                            /** @default null */
                            has_piercing: boolean | 0 | 1 | null;
                            /** @default null */
                            has_tattoo: boolean | 0 | 1 | null;
                            /** @default null */
                            hair_colour: string | null;
                            /** @default null */
                            eye_colour: string | null;
                            /** @default null */
                            civil_status: string | null;
                            /** @default null */
                            about_me: string | null;
                            /** @default null */
                            about_you: string | null;
                            /** @default null */
                            adult_level: number | null;
                            /** @default null */
                            age: number | null;
                            /** @default null */
                            build: string | null;
                            /** @default null */
                            status: string | null;
                            /** @default null */
                            length: number | null;
                            /** @default null */
                            profession: string | null;
                            /** @default null */
                            transportation: string | null;
                            /** @default null */
                            housing_situation: string | null;
                            /** @default null */
                            passion: string | null;
                            /** @default null */
                            sexual_orientation: string | null;
                            /** @default null */
                            is_angel: boolean | 0 | 1 | null;
                            /** @default null */
                            avatar: string | null;
                            /** @default null */
                            appearance: string | null;
                            /** @default null */
                            domain: string | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            gender: "male" | "female" | null;
                            /** @default null */
                            date_of_birth: string | null;
                            /** @default null */
                            created_at: string | null;
                            /** @default null */
                            updated_at: string | null;
                            /** @default null */
                            creditsBalance: number | null;
                            /** @default null */
                            last_activity: string | null;
                            /** @default null */
                            profile_type: string | null;
                            /** @default [] */
                            media: {
                                /** @default null */
                                url: string | null;
                                /** @default null */
                                hash: string | null;
                                /** @default null */
                                type: string | null;
                            }[];
                            /** @default [] */
                            geo: {
                                /** @default null */
                                iso: string | null;
                                /** @default null */
                                language: string | null;
                                /** @default null */
                                timezone: string | null;
                                /** @default null */
                                region1: string | null;
                                /** @default null */
                                region2: string | null;
                                /** @default null */
                                region3: string | null;
                                /** @default null */
                                region4: string | null;
                                /** @default null */
                                locality: string | null;
                                /** @default null */
                                postcode: string | null;
                                /** @default null */
                                latitude: number | string | null;
                                /** @default null */
                                longitude: number | string | null;
                            }[] | {
                                /** @default null */
                                iso: string | null;
                                /** @default null */
                                language: string | null;
                                /** @default null */
                                timezone: string | null;
                                /** @default null */
                                region1: string | null;
                                /** @default null */
                                region2: string | null;
                                /** @default null */
                                region3: string | null;
                                /** @default null */
                                region4: string | null;
                                /** @default null */
                                locality: string | null;
                                /** @default null */
                                postcode: string | null;
                                /** @default null */
                                latitude: number | string | null;
                                /** @default null */
                                longitude: number | string | null;
                            };
                            /** @default null */
                            geo_free: 0 | 1 | boolean | null;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The profile’s locale is not one of the caller’s geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No such profile (the spec’s text). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getMessageCentralDomainProfilesId: {
        parameters: {
            query?: {
                isComplete?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
                domain: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @default null */
                            profileCmsId: string | number | null;
                            /** @default null */
                            uuid: string | null;
                            /** @default null */
                            real_name: string | null;
                            /** @default null */
                            name: string | null;
                            /** @default null */
                            is_smoker: boolean | 0 | 1 | null;
                            /** @default null */
                            hobbies: string[] | string | null;
                            /** @default null */
                            has_piercing: boolean | 0 | 1 | null;
                            /** @default null */
                            has_tattoo: boolean | 0 | 1 | null;
                            /** @default null */
                            hair_colour: string | null;
                            /** @default null */
                            eye_colour: string | null;
                            /** @default null */
                            civil_status: string | null;
                            /** @default null */
                            about_me: string | null;
                            /** @default null */
                            about_you: string | null;
                            /** @default null */
                            adult_level: number | null;
                            /** @default null */
                            age: number | null;
                            /** @default null */
                            build: string | null;
                            /** @default null */
                            status: string | null;
                            /** @default null */
                            length: number | null;
                            /** @default null */
                            profession: string | null;
                            /** @default null */
                            transportation: string | null;
                            /** @default null */
                            housing_situation: string | null;
                            /** @default null */
                            passion: string | null;
                            /** @default null */
                            sexual_orientation: string | null;
                            /** @default null */
                            is_angel: boolean | 0 | 1 | null;
                            /** @default null */
                            avatar: string | null;
                            /** @default null */
                            appearance: string | null;
                            /** @default null */
                            domain: string | null;
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            gender: "male" | "female" | null;
                            /** @default null */
                            date_of_birth: string | null;
                            /** @default null */
                            created_at: string | null;
                            /** @default null */
                            updated_at: string | null;
                            /** @default null */
                            creditsBalance: number | null;
                            /** @default null */
                            last_activity: string | null;
                            /** @default null */
                            profile_type: string | null;
                            /** @default [] */
                            media: {
                                /** @default null */
                                url: string | null;
                                /** @default null */
                                hash: string | null;
                                /** @default null */
                                type: string | null;
                            }[];
                            /** @default [] */
                            geo: {
                                /** @default null */
                                iso: string | null;
                                /** @default null */
                                language: string | null;
                                /** @default null */
                                timezone: string | null;
                                /** @default null */
                                region1: string | null;
                                /** @default null */
                                region2: string | null;
                                /** @default null */
                                region3: string | null;
                                /** @default null */
                                region4: string | null;
                                /** @default null */
                                locality: string | null;
                                /** @default null */
                                postcode: string | null;
                                /** @default null */
                                latitude: number | string | null;
                                /** @default null */
                                longitude: number | string | null;
                            }[] | {
                                /** @default null */
                                iso: string | null;
                                /** @default null */
                                language: string | null;
                                /** @default null */
                                timezone: string | null;
                                /** @default null */
                                region1: string | null;
                                /** @default null */
                                region2: string | null;
                                /** @default null */
                                region3: string | null;
                                /** @default null */
                                region4: string | null;
                                /** @default null */
                                locality: string | null;
                                /** @default null */
                                postcode: string | null;
                                /** @default null */
                                latitude: number | string | null;
                                /** @default null */
                                longitude: number | string | null;
                            };
                            /** @default null */
                            geo_free: 0 | 1 | boolean | null;
                        };
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The profile’s locale is not one of the caller’s geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Unknown domain, or no such profile there. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    getMessageCentralDomainProfilesIdAttachments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                domain: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attachments, each with its display URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            hash?: string;
                            /** Format: uri */
                            url?: string;
                            displayUrl?: string;
                        }[];
                    };
                };
            };
            /** @description Bad input; the message names the field. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description No valid token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description The profile’s locale is not one of the caller’s geos. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Unknown domain, or no such profile there. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
            /** @description A hash, but the domain has no CDN base URL or tenant alias. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            code: string;
                            message: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
}
