DROP TABLE meetings;
