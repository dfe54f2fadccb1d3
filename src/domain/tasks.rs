//! The kanban board's words.

use super::vocabulary;

vocabulary!(
    pub enum TaskStatus {
        Pending = "pending",
        InProgress = "in-progress",
        Review = "review",
        Completed = "completed",
    }
);

vocabulary!(
    pub enum TaskPriority {
        Low = "low",
        Medium = "medium",
        High = "high",
    }
);
