DROP TABLE schedule_days;
