-- issue 20: several workers look for overdue deadlines every second (DeadlineRepo.overdue)
CREATE INDEX deadlines_due ON deadlines (due_at) WHERE fired_at IS NULL;
