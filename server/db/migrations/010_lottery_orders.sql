-- Lottery orders move money (issue 14): an order is debited through the journal when placed (LOTTERY_BET), belongs
-- to one draw (number and time), is settled at that draw from a seeded result (LOTTERY_WIN for winners), and a
-- pending sub-order cancelled while its draw is open is refunded (LOTTERY_REFUND). The demo orders made before were
-- never debited: they go, so every wallet's journal sums to its balance.
DELETE FROM lottery_orders;
ALTER TABLE lottery_orders ADD COLUMN draw_no bigint NOT NULL DEFAULT 0;
ALTER TABLE lottery_orders ADD COLUMN draw_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE lottery_orders ADD COLUMN draw_result text NOT NULL DEFAULT '';
ALTER TABLE lottery_suborders ADD COLUMN bet_type text NOT NULL DEFAULT '3D' CHECK (bet_type IN ('3D', '1D'));
ALTER TABLE lottery_suborders ADD COLUMN bet_number text NOT NULL DEFAULT '';
ALTER TABLE lottery_suborders ADD COLUMN win_amount numeric(18, 2) NOT NULL DEFAULT 0;
CREATE INDEX lottery_orders_due_idx ON lottery_orders (member_id, draw_at) WHERE status = 'PENDING';
CREATE SEQUENCE lottery_order_numbers START 100000001;
