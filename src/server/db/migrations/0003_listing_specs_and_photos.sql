-- Added empty, filled with each existing product's one photo, then required: every row keeps a valid
-- listing, and from here on every writer names its photos.
ALTER TABLE "products" ADD COLUMN "images" jsonb;--> statement-breakpoint
UPDATE "products" SET "images" = jsonb_build_array("image");--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "images" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "processor" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ram" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "storage" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "storage_type" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "screen" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "condition" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "division" text GENERATED ALWAYS AS (case when district in ('Barguna', 'Barishal', 'Bhola', 'Jhalokati', 'Patuakhali', 'Pirojpur') then 'Barishal' when district in ('Bandarban', 'Brahmanbaria', 'Chandpur', 'Chattogram', 'Cox''s Bazar', 'Cumilla', 'Feni', 'Khagrachhari', 'Lakshmipur', 'Noakhali', 'Rangamati') then 'Chattogram' when district in ('Dhaka', 'Faridpur', 'Gazipur', 'Gopalganj', 'Kishoreganj', 'Madaripur', 'Manikganj', 'Munshiganj', 'Narayanganj', 'Narsingdi', 'Rajbari', 'Shariatpur', 'Tangail') then 'Dhaka' when district in ('Bagerhat', 'Chuadanga', 'Jashore', 'Jhenaidah', 'Khulna', 'Kushtia', 'Magura', 'Meherpur', 'Narail', 'Satkhira') then 'Khulna' when district in ('Jamalpur', 'Mymensingh', 'Netrokona', 'Sherpur') then 'Mymensingh' when district in ('Bogura', 'Chapai Nawabganj', 'Joypurhat', 'Naogaon', 'Natore', 'Pabna', 'Rajshahi', 'Sirajganj') then 'Rajshahi' when district in ('Dinajpur', 'Gaibandha', 'Kurigram', 'Lalmonirhat', 'Nilphamari', 'Panchagarh', 'Rangpur', 'Thakurgaon') then 'Rangpur' when district in ('Habiganj', 'Moulvibazar', 'Sunamganj', 'Sylhet') then 'Sylhet' end) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_images_check" CHECK (case when jsonb_typeof("products"."images") = 'array' then jsonb_array_length("products"."images") between 1 and 8 and "products"."images" ->> 0 = "products"."image" else false end);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_ram_check" CHECK ("products"."ram" > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_storage_check" CHECK ("products"."storage" > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_screen_check" CHECK ("products"."screen" > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_storage_type_check" CHECK ("products"."storage_type" in ('SSD', 'HDD', 'eMMC'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_condition_check" CHECK ("products"."condition" in ('Like new', 'Good', 'Fair'));