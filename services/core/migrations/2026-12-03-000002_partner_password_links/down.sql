DROP TABLE partner_password_links;
