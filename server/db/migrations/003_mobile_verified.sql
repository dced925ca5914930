-- A mobile number proves who owns an account (SMS login, SMS password reset) only once an SMS code sent to it was
-- checked at registration. Username registration may carry a mobile number without a code: such a number is kept on
-- the account but is not verified, and SMS login / reset treat it exactly like an unknown number.

ALTER TABLE members ADD COLUMN mobile_verified boolean NOT NULL DEFAULT false;

-- Existing data: only the seeded demo accounts are known to have verified numbers. Older rows cannot show whether a
-- code was checked (a username can look like a mobile-registration name), so they stay unverified: their owners sign
-- in with their password; an operator who knows better sets the flag by hand.
UPDATE members SET mobile_verified = true WHERE mobile_num <> '' AND username_lc IN ('demo', 'agent01');

-- A number is verified for one account at most. Unverified copies (a typo, or someone else's number) may repeat:
-- they prove nothing and must not block the number's owner from registering it.
DROP INDEX members_mobile_uq;
CREATE UNIQUE INDEX members_verified_mobile_uq ON members (country_dialing_code, mobile_num) WHERE mobile_verified;
