DROP TABLE login_challenges;
