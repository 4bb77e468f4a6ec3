CREATE INDEX "reminders_sent" ON "reminders" USING btree ("sent_at","customer_id","kind");--> statement-breakpoint
CREATE INDEX "job_items_created" ON "job_items" USING btree ("created_at","decision","quantity","unit_price_paise");--> statement-breakpoint
CREATE INDEX "reviews_created" ON "reviews" USING btree ("created_at","rating");--> statement-breakpoint
CREATE INDEX "orders_placed_report" ON "orders" USING btree ("created_at","status","city","product_id","vehicle_type","bike_cc","car_type","customer_id");--> statement-breakpoint
CREATE INDEX "orders_paid_report" ON "orders" USING btree ("paid_at","status","city","product_id","vehicle_type","bike_cc","car_type","coupon_code","subtotal_paise","total_paise","final_total_paise","id") WHERE "orders"."payment_status" = 'paid';--> statement-breakpoint
CREATE INDEX "orders_serviced_report" ON "orders" USING btree ("servicing_date","status","vehicle_type","city","product_id","bike_cc","car_type","service_time_slot","pickup_rider_id","drop_rider_id");--> statement-breakpoint
CREATE INDEX "orders_customer_report" ON "orders" USING btree ("customer_id","created_at","status");--> statement-breakpoint
CREATE INDEX "orders_cancelled_report" ON "orders" USING btree ("created_at","cancel_reason") WHERE "orders"."status" = 'cancelled';--> statement-breakpoint
CREATE INDEX "payment_links_refunded" ON "payment_links" USING btree ("order_id","gateway_payment_id") WHERE "payment_links"."refund_id" is not null;