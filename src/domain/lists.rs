//! The smaller vocabularies: notifications, inquiries, files, and the choices of list screens.

use super::vocabulary;

vocabulary!(
    pub enum NotificationType {
        ContentApproved = "content_approved",
        TaskAssigned = "task_assigned",
        PaymentDue = "payment_due",
        MessageReceived = "message_received",
        PerformanceUpdate = "performance_update",
        Other = "other",
    }
);

// What the public contact form asks the visitor to pick.
vocabulary!(
    pub enum InquiryType {
        General = "general",
        Sales = "sales",
        Technical = "technical",
        Partnership = "partnership",
        Press = "press",
    }
);

// What a file shared in messages is, sniffed from its bytes.
vocabulary!(
    pub enum FileType {
        Image = "image",
        Pdf = "pdf",
        Doc = "doc",
        Docx = "docx",
        Txt = "txt",
    }
);

vocabulary!(
    pub enum AnalyticsPeriod {
        OneMonth = "1month",
        ThreeMonths = "3months",
        SixMonths = "6months",
        OneYear = "1year",
    }
);

impl AnalyticsPeriod {
    /// What a screen or a report shows when none is asked for.
    pub const DEFAULT: AnalyticsPeriod = AnalyticsPeriod::ThreeMonths;

    /// The days and calendar months it covers, and its label on a report.
    pub fn span(self) -> (i64, i32, &'static str) {
        match self {
            AnalyticsPeriod::OneMonth => (30, 1, "Last month"),
            AnalyticsPeriod::ThreeMonths => (91, 3, "Last 3 months"),
            AnalyticsPeriod::SixMonths => (182, 6, "Last 6 months"),
            AnalyticsPeriod::OneYear => (365, 12, "Last 12 months"),
        }
    }
}

vocabulary!(
    pub enum ReportFormat {
        Pdf = "pdf",
        Csv = "csv",
    }
);

// Which conversations the messages list keeps.
vocabulary!(
    pub enum ReadFilter {
        All = "all",
        Unread = "unread",
        Read = "read",
    }
);
