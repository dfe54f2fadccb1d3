//! Money across borders: the agency's currency through plans, invoices, PDFs and the export; tax
//! per line with its legal notes; credit notes and part payments moving every total; and the
//! scan-to-pay codes read back off the rendered PDF as a banking app would.

use crate::common;

use atrium::db::users::Role;
use common::TestApp;
use rocket::http::Status;
use serde_json::{Value, json};

struct Agency {
    app: TestApp,
    admin: String,
    ana: String,
    ana_client: i64,
}

impl Agency {
    async fn new() -> Agency {
        let app = TestApp::spawn().await;
        let admin = app.admin().await;
        let (ana, ana_client) = app.signed_in_client("ana@client.test", "Ana Client").await;
        Agency {
            app,
            admin,
            ana,
            ana_client,
        }
    }

    async fn settings(&self, body: Value) -> Value {
        let res = self
            .app
            .send_json("PUT", "/api/admin/money-settings", Some(&self.admin), body)
            .await;
        assert_eq!(res.status, Status::Ok, "{}", res.body);
        res.body
    }

    /// Adds a rate and makes it the default.
    async fn vat(&self, name: &str, percent: &str) -> i64 {
        let res = self
            .app
            .post(
                "/api/admin/tax-rates",
                Some(&self.admin),
                json!({"name": name, "percent": percent}),
            )
            .await;
        assert_eq!(res.status, Status::Created, "{}", res.body);
        let id = res.body["id"].as_i64().unwrap();
        self.settings(json!({"default_tax_rate": id})).await;
        id
    }

    async fn bank(&self, iban: &str, bic: &str) {
        let body = json!({"admin_full_name": "Atrium Agency", "iban": iban,
                          "bank_name": "Bank", "swift_code": bic});
        let res = self
            .app
            .post("/api/admin/bank-settings", Some(&self.admin), body)
            .await;
        assert_eq!(res.status, Status::Ok, "{}", res.body);
    }

    async fn invoice(&self, body: Value) -> Value {
        let mut body = body;
        body["client"] = json!(self.ana_client);
        body["due_date"] = json!("2099-01-31");
        let res = self
            .app
            .post("/api/invoices", Some(&self.admin), body)
            .await;
        assert_eq!(res.status, Status::Created, "{}", res.body);
        res.body
    }

    async fn pdf(&self, path: &str, token: &str) -> Vec<u8> {
        let (status, _, bytes) = self.app.get_bytes(path, Some(token)).await;
        assert_eq!(status, Status::Ok);
        assert!(bytes.starts_with(b"%PDF"));
        bytes
    }

    async fn credit(&self, invoice: i64, body: Value) -> common::Res {
        let path = format!("/api/invoices/{invoice}/credit-notes");
        self.app.post(&path, Some(&self.admin), body).await
    }
}

/// Whether the first page shows this text, as poppler reads it off the page.
fn shows(pdf: &[u8], text: &str) -> bool {
    common::pdf_text(pdf).contains(text)
}

/// Renders the first page with pdftoppm and reads every QR code on it, as a banking app would.
fn codes_on(pdf: &[u8]) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("doc.pdf");
    std::fs::write(&input, pdf).unwrap();
    let prefix = dir.path().join("page");
    let status = std::process::Command::new("pdftoppm")
        .args([
            "-png",
            "-gray",
            "-r",
            "150",
            "-f",
            "1",
            "-l",
            "1",
            "-singlefile",
        ])
        .arg(&input)
        .arg(&prefix)
        .status()
        .expect("pdftoppm (poppler-utils; `make test` installs it) renders the page");
    assert!(status.success());
    let page = image::open(dir.path().join("page.png")).unwrap().to_luma8();
    let (w, h) = page.dimensions();
    let mut prepared =
        rqrr::PreparedImage::prepare_from_greyscale(w as usize, h as usize, |x, y| {
            page.get_pixel(x as u32, y as u32).0[0]
        });
    prepared
        .detect_grids()
        .into_iter()
        .filter_map(|g| g.decode().ok().map(|(_, text)| text))
        .collect()
}

#[rocket::async_test]
async fn amounts_in_eur_jpy_and_bhd_keep_their_minor_units_through_plan_invoice_pdf_and_csv() {
    // (currency, typed price, its minor units, how the PDF writes the invoice, the CSV's figure)
    let cases = [
        ("EUR", "1234.56", 123_456, "€1.234,56", "1234.56"),
        ("JPY", "12345", 12_345, "¥12,345", "12345"),
        ("BHD", "12.345", 12_345, "BHD 12.345", "12.345"),
    ];
    for (code, typed, minor, written, plain) in cases {
        let a = Agency::new().await;
        let s = a.settings(json!({"currency": code})).await;
        assert_eq!(s["currency"], code);
        let money = a.app.get("/api/money", None).await;
        assert_eq!(money.body["currency"], code);

        let plan = a
            .app
            .patch(
                "/api/billing/plans/pro",
                Some(&a.admin),
                json!({"price": typed}),
            )
            .await;
        assert_eq!(plan.status, Status::Ok, "{code}: {}", plan.body);
        assert_eq!(plan.body["price_cents"], minor, "{code}");
        let too_fine = a
            .app
            .patch(
                "/api/billing/plans/pro",
                Some(&a.admin),
                json!({"price": format!("{typed}1")}),
            )
            .await;
        let expected = if code == "JPY" {
            Status::Ok
        } else {
            Status::UnprocessableEntity
        };
        assert_eq!(
            too_fine.status, expected,
            "{code}: one decimal more than the currency has"
        );

        let inv = a
            .invoice(json!({"amount": typed, "description": "Retainer"}))
            .await;
        assert_eq!(inv["amount_cents"], minor, "{code}");
        assert_eq!(inv["currency"], code);
        let pdf = a
            .pdf(&format!("/api/invoices/{}/pdf", inv["id"]), &a.ana)
            .await;
        assert!(shows(&pdf, written), "{code}: the PDF writes {written}");
        assert!(shows(&pdf, &format!("Total ({code})")));

        let (status, _, csv) = a
            .app
            .get_bytes(
                "/api/invoices/export.csv?from=2000-01-01&to=2099-12-31",
                Some(&a.admin),
            )
            .await;
        assert_eq!(status, Status::Ok);
        let csv = String::from_utf8(csv).unwrap();
        let row = csv.lines().find(|l| l.starts_with("invoice,")).unwrap();
        assert!(row.contains(&format!(",{code},{plain},")), "{code}: {row}");
    }
}

#[rocket::async_test]
async fn tax_is_rounded_on_each_line_where_rounding_the_total_would_give_a_cent_less() {
    let a = Agency::new().await;
    a.settings(json!({"currency": "EUR"})).await;
    a.vat("VAT 20%", "20").await;
    // 1.03 at 20% is 0.206: 0.21 a line, 0.42 in all; 20% of the 2.06 total would be 0.41.
    let inv = a
        .invoice(json!({"lines": [
            {"description": "Story design", "amount": "1.03"},
            {"description": "Caption", "amount": "1.03"},
        ]}))
        .await;
    assert_eq!(inv["net_cents"], 206);
    assert_eq!(inv["tax_cents"], 42);
    assert_eq!(inv["amount_cents"], 248);
    assert_eq!(inv["lines"][0]["tax_cents"], 21);
    assert_eq!(
        inv["taxes"],
        json!([{"name": "VAT 20%", "basis_points": 2000, "net_cents": 206, "tax_cents": 42}])
    );
    let pdf = a
        .pdf(&format!("/api/invoices/{}/pdf", inv["id"]), &a.admin)
        .await;
    assert!(shows(&pdf, "VAT 20% on €2,06"));
    assert!(shows(&pdf, "€0,42"));
    assert!(shows(&pdf, "€2,48"));
}

#[rocket::async_test]
async fn reverse_charge_shows_no_tax_and_the_legal_note_with_both_tax_numbers() {
    let a = Agency::new().await;
    a.settings(json!({"currency": "EUR", "tax_id": "FR40303265045"}))
        .await;
    a.vat("VAT 20%", "20").await;
    let res = a
        .app
        .patch(
            &format!("/api/clients/{}", a.ana_client),
            Some(&a.admin),
            json!({"tax_id": "DE129273398", "tax_treatment": "reverse_charge"}),
        )
        .await;
    assert_eq!(res.status, Status::Ok, "{}", res.body);
    assert_eq!(res.body["tax_treatment"], "reverse_charge");
    let inv = a
        .invoice(json!({"amount": "500", "description": "Campaign"}))
        .await;
    assert_eq!(inv["tax_cents"], 0);
    assert_eq!(inv["amount_cents"], 50_000);
    assert_eq!(inv["tax_note"], "reverse_charge");
    assert_eq!(inv["taxes"], json!([]));
    assert_eq!(inv["client_tax_id"], "DE129273398");
    let pdf = a
        .pdf(&format!("/api/invoices/{}/pdf", inv["id"]), &a.ana)
        .await;
    assert!(shows(
        &pdf,
        "Reverse charge: VAT to be accounted for by the recipient"
    ));
    assert!(shows(&pdf, "VAT no. DE129273398"));
    assert!(shows(&pdf, "FR40303265045"));

    // An exempt client: no tax, its own note; a rate of its own: that rate.
    let rate = a
        .app
        .post(
            "/api/admin/tax-rates",
            Some(&a.admin),
            json!({"name": "Reduced 5.5%", "percent": 5.5}),
        )
        .await;
    assert_eq!(rate.body["basis_points"], 550);
    let own = json!({"tax_treatment": "rate", "tax_rate": rate.body["id"]});
    let path = format!("/api/clients/{}", a.ana_client);
    assert_eq!(
        a.app.patch(&path, Some(&a.admin), own).await.status,
        Status::Ok
    );
    let inv = a.invoice(json!({"amount": "100"})).await;
    assert_eq!(
        (inv["tax_cents"].as_i64(), inv["tax_note"].as_str()),
        (Some(550), Some("none"))
    );
    let unknown = json!({"tax_treatment": "rate", "tax_rate": 999});
    let res = a.app.patch(&path, Some(&a.admin), unknown).await;
    assert_eq!(res.status, Status::UnprocessableEntity);
    assert!(res.body["fields"]["tax_rate"].is_array(), "{}", res.body);
}

/// The figures the agency and the client read, at once.
async fn figures(a: &Agency) -> (i64, i64, i64, i64) {
    let summary = a
        .app
        .get("/api/invoices/summary", Some(&a.admin))
        .await
        .body;
    let stats = a.app.get("/api/dashboard/stats", Some(&a.admin)).await.body;
    let client = a
        .app
        .get(&format!("/api/clients/{}", a.ana_client), Some(&a.admin))
        .await
        .body;
    (
        summary["paid_amount_cents"].as_i64().unwrap(),
        stats["collected_this_month_cents"].as_i64().unwrap(),
        client["total_spent_cents"].as_i64().unwrap(),
        summary["pending_amount_cents"].as_i64().unwrap(),
    )
}

#[rocket::async_test]
async fn a_credit_note_cancels_an_invoice_and_every_total_agrees_afterwards() {
    let a = Agency::new().await;
    a.settings(json!({"currency": "EUR"})).await;
    a.vat("VAT 20%", "20").await;
    let paid = a.invoice(json!({"amount": "100"})).await;
    let open = a.invoice(json!({"amount": "50"})).await;
    let path = format!("/api/invoices/{}/mark_paid", paid["id"]);
    let res = a.app.post(&path, Some(&a.admin), json!({})).await;
    assert_eq!(res.status, Status::Ok, "{}", res.body);
    assert_eq!(figures(&a).await, (12_000, 12_000, 12_000, 6_000));

    // A part credit on the paid invoice takes its share of the VAT and lowers every figure.
    let res = a
        .credit(
            paid["id"].as_i64().unwrap(),
            json!({"amount": "30", "reason": "Two posts fewer"}),
        )
        .await;
    assert_eq!(res.status, Status::Created, "{}", res.body);
    assert!(res.body["number"].as_str().unwrap().starts_with("CN-"));
    assert_eq!(
        (
            res.body["net_cents"].as_i64(),
            res.body["tax_cents"].as_i64()
        ),
        (Some(2_500), Some(500))
    );
    assert_eq!(figures(&a).await, (9_000, 9_000, 9_000, 6_000));

    // The open one cancelled in full: nothing is owed, and the client sees it.
    let res = a.credit(open["id"].as_i64().unwrap(), json!({})).await;
    assert_eq!(res.status, Status::Created, "{}", res.body);
    let inv = a
        .app
        .get(&format!("/api/invoices/{}", open["id"]), Some(&a.ana))
        .await
        .body;
    assert_eq!(inv["status"], "cancelled");
    assert_eq!(
        (inv["balance_cents"].as_i64(), inv["payment_code"].is_null()),
        (Some(0), true)
    );
    assert_eq!(inv["credit_notes"][0]["amount_cents"], 6_000);
    assert_eq!(figures(&a).await, (9_000, 9_000, 9_000, 0));
    let mine = a.app.get("/api/credit-notes", Some(&a.ana)).await;
    assert_eq!(mine.body["count"], 2);

    // Nothing is left to credit; a credit on it is a state the invoice no longer allows.
    let res = a
        .credit(open["id"].as_i64().unwrap(), json!({"amount": 1}))
        .await;
    assert_eq!(res.status, Status::Conflict);
    let res = a
        .credit(paid["id"].as_i64().unwrap(), json!({"amount": "90.01"}))
        .await;
    assert_eq!(res.status, Status::UnprocessableEntity, "{}", res.body);
    assert!(res.body["fields"]["amount"].is_array());
}

#[rocket::async_test]
async fn a_part_payment_leaves_a_balance_that_the_code_and_the_reminder_ask_for() {
    let a = Agency::new().await;
    a.settings(json!({"currency": "EUR"})).await;
    a.bank("DE89 3704 0044 0532 0130 00", "COBADEFFXXX").await;
    let inv = a.invoice(json!({"amount": "200"})).await;
    let id = inv["id"].as_i64().unwrap();
    let res = a
        .app
        .post(
            &format!("/api/invoices/{id}/mark_paid"),
            Some(&a.admin),
            json!({"amount_cents": 5_000}),
        )
        .await;
    assert_eq!(res.status, Status::Ok, "{}", res.body);
    assert_eq!(res.body["status"], "pending");
    assert_eq!(
        (
            res.body["received_cents"].as_i64(),
            res.body["balance_cents"].as_i64()
        ),
        (Some(5_000), Some(15_000))
    );
    let payload = res.body["payment_code"]["payload"].as_str().unwrap();
    assert!(payload.contains("\nEUR150.00\n"), "{payload}");
    let res = a
        .app
        .post(
            &format!("/api/invoices/{id}/remind"),
            Some(&a.admin),
            json!({}),
        )
        .await;
    assert_eq!(res.status, Status::Ok, "{}", res.body);
    let mail = a
        .app
        .scalar_text("SELECT body FROM mail_outbox ORDER BY id DESC LIMIT 1")
        .await;
    assert!(mail.contains("€150,00"), "{mail}");
    let res = a
        .app
        .post(
            &format!("/api/invoices/{id}/mark_paid"),
            Some(&a.admin),
            json!({"amount_cents": 15_001}),
        )
        .await;
    assert_eq!(res.status, Status::UnprocessableEntity);
    let res = a
        .app
        .post(
            &format!("/api/invoices/{id}/mark_paid"),
            Some(&a.admin),
            json!({}),
        )
        .await;
    assert_eq!(
        (
            res.body["status"].as_str(),
            res.body["balance_cents"].as_i64()
        ),
        (Some("paid"), Some(0))
    );
}

#[rocket::async_test]
async fn the_epc_code_on_the_pdf_decodes_to_exactly_the_transfer_asked_for() {
    let a = Agency::new().await;
    a.settings(json!({"currency": "EUR"})).await;
    a.vat("VAT 20%", "20").await;
    a.bank("DE89 3704 0044 0532 0130 00", "COBADEFFXXX").await;
    let inv = a.invoice(json!({"amount": "250"})).await;
    let number = inv["invoice_number"].as_str().unwrap();
    let expected = format!(
        "BCD\n002\n1\nSCT\nCOBADEFFXXX\nAtrium Agency\nDE89370400440532013000\nEUR300.00\n\n\n{number}"
    );
    assert_eq!(inv["payment_code"]["kind"], "epc");
    assert_eq!(inv["payment_code"]["payload"], expected.as_str());
    let pdf = a
        .pdf(&format!("/api/invoices/{}/pdf", inv["id"]), &a.ana)
        .await;
    assert_eq!(codes_on(&pdf), vec![expected]);

    // The plan's transfer view asks for the plan with VAT, under the client's reference.
    let t = a
        .app
        .get("/api/billing/transfer?plan=pro", Some(&a.ana))
        .await;
    assert_eq!(t.status, Status::Ok, "{}", t.body);
    assert_eq!(
        (
            t.body["net_cents"].as_i64(),
            t.body["amount_cents"].as_i64()
        ),
        (Some(25_000), Some(30_000))
    );
    let payload = t.body["payment_code"]["payload"].as_str().unwrap();
    assert!(payload.ends_with(&format!(
        "EUR300.00\n\n\n{}",
        t.body["reference"].as_str().unwrap()
    )));
}

#[rocket::async_test]
async fn a_swiss_qr_bill_decodes_to_a_valid_spc_payload_and_dollars_get_no_code() {
    let a = Agency::new().await;
    a.settings(json!({"currency": "CHF", "address": {
        "street": "Bahnhofstrasse", "building": "1", "postal_code": "8001", "town": "Zürich",
        "country": "CH"}}))
        .await;
    a.bank("CH93 0076 2011 6238 5295 7", "").await;
    let inv = a.invoice(json!({"amount": "199.95"})).await;
    assert_eq!(inv["payment_code"]["kind"], "swiss");
    let pdf = a
        .pdf(&format!("/api/invoices/{}/pdf", inv["id"]), &a.admin)
        .await;
    let codes = codes_on(&pdf);
    assert_eq!(codes.len(), 1, "one code, in the payment part");
    let fields: Vec<&str> = codes[0].split('\n').collect();
    // SIX's QR-bill 2.3: header, creditor (structured), 7 reserved, amount, debtor, reference.
    assert_eq!(&fields[..4], ["SPC", "0200", "1", "CH9300762011623852957"]);
    assert_eq!(
        &fields[4..11],
        [
            "S",
            "Atrium Agency",
            "Bahnhofstrasse",
            "1",
            "8001",
            "Zürich",
            "CH"
        ]
    );
    assert!(fields[11..18].iter().all(|f| f.is_empty()));
    assert_eq!((fields[18], fields[19]), ("199.95", "CHF"));
    assert!(fields[20..27].iter().all(|f| f.is_empty()));
    assert_eq!((fields[27], fields[28]), ("NON", ""));
    assert_eq!(fields[29], inv["invoice_number"].as_str().unwrap());
    assert_eq!(fields[30], "EPD");
    assert!(shows(&pdf, "Payment part") && shows(&pdf, "Receipt"));

    let b = Agency::new().await;
    b.bank("DE89 3704 0044 0532 0130 00", "COBADEFFXXX").await;
    let inv = b.invoice(json!({"amount": "80"})).await;
    assert!(
        inv["payment_code"].is_null(),
        "dollars have no scan-to-pay standard"
    );
    let pdf = b
        .pdf(&format!("/api/invoices/{}/pdf", inv["id"]), &b.admin)
        .await;
    assert!(codes_on(&pdf).is_empty());
    assert!(shows(&pdf, "$80.00"));
}

#[rocket::async_test]
async fn the_export_csv_adds_up_to_the_invoices_and_the_zip_holds_one_pdf_per_document() {
    let a = Agency::new().await;
    a.settings(json!({"currency": "EUR"})).await;
    a.vat("VAT 20%", "20").await;
    let one = a.invoice(json!({"amount": "100"})).await;
    a.invoice(json!({"lines": [{"description": "A", "amount": "10.01"}, {"description": "B", "amount": "3"}]})).await;
    let res = a
        .credit(one["id"].as_i64().unwrap(), json!({"amount": "12"}))
        .await;
    assert_eq!(res.status, Status::Created);
    let summary = a
        .app
        .get("/api/invoices/summary", Some(&a.admin))
        .await
        .body;

    let (status, _, csv) = a
        .app
        .get_bytes(
            "/api/invoices/export.csv?from=2000-01-01&to=2099-12-31",
            Some(&a.admin),
        )
        .await;
    assert_eq!(status, Status::Ok);
    let csv = String::from_utf8(csv).unwrap();
    let mut rows = csv.lines();
    let header: Vec<&str> = rows.next().unwrap().split(',').collect();
    let col = |name: &str| header.iter().position(|h| *h == name).unwrap();
    let (gross, tax, vat) = (col("gross"), col("tax"), col("tax: VAT 20%"));
    let cents = |s: &str| (s.parse::<f64>().unwrap() * 100.0).round() as i64;
    let (mut total, mut taxes, mut documents) = (0, 0, 0);
    for row in rows {
        let cells: Vec<&str> = row.split(',').collect();
        assert_eq!(cells[tax], cells[vat], "one rate: its column is the tax");
        total += cents(cells[gross]);
        taxes += cents(cells[tax]);
        documents += 1;
    }
    assert_eq!(documents, 3, "two invoices and a credit note");
    assert_eq!(total, summary["total_amount_cents"].as_i64().unwrap());
    assert_eq!(total, 12_000 + 1_201 + 360 - 1_200);
    assert_eq!(taxes, 2_000 + 200 + 60 - 200);

    let (status, _, zip) = a
        .app
        .get_bytes(
            "/api/invoices/export.zip?from=2000-01-01&to=2099-12-31",
            Some(&a.admin),
        )
        .await;
    assert_eq!(status, Status::Ok);
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(zip)).unwrap();
    let mut names: Vec<String> = archive
        .file_names()
        .map(|n| n.unwrap().into_owned())
        .collect();
    names.sort();
    assert_eq!(names.len(), 4, "{names:?}");
    assert!(names[0].starts_with("credit-notes/CN-") && names[1] == "documents.csv");
    assert!(
        names[2..]
            .iter()
            .all(|n| n.starts_with("invoices/INV-") && n.ends_with(".pdf"))
    );
    let mut first = archive.by_name(&names[2]).unwrap();
    let mut head = [0u8; 4];
    std::io::Read::read_exact(&mut first, &mut head).unwrap();
    assert_eq!(&head, b"%PDF");

    let bad = a
        .app
        .get(
            "/api/invoices/export.csv?from=2026-02-01&to=2026-01-01",
            Some(&a.admin),
        )
        .await;
    assert_eq!(bad.status, Status::UnprocessableEntity);
    assert!(bad.body["fields"]["to"].is_array());
    let missing = a.app.get("/api/invoices/export.csv", Some(&a.admin)).await;
    assert!(missing.body["fields"]["from"].is_array() && missing.body["fields"]["to"].is_array());
}

#[rocket::async_test]
async fn the_currency_stays_once_invoices_exist_and_only_the_agency_sets_money() {
    let a = Agency::new().await;
    // Before any invoice, a new currency keeps the typed numbers: $250.00 becomes ¥250.
    let s = a.settings(json!({"currency": "JPY"})).await;
    assert_eq!(
        (s["exponent"].as_i64(), s["currency_locked"].as_bool()),
        (Some(0), Some(false))
    );
    let plans = a.app.get("/api/billing/plans", Some(&a.ana)).await.body;
    let pro = plans["plans"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == "pro")
        .unwrap()
        .clone();
    assert_eq!(
        (pro["price_cents"].as_i64(), pro["price"].as_f64()),
        (Some(250), Some(250.0))
    );
    assert_eq!(plans["currency"], "JPY");
    a.invoice(json!({"amount": "5000"})).await;
    let res = a
        .app
        .send_json(
            "PUT",
            "/api/admin/money-settings",
            Some(&a.admin),
            json!({"currency": "EUR"}),
        )
        .await;
    assert_eq!(res.status, Status::Conflict);
    assert_eq!(res.body["code"], "currency_locked");
    assert!(res.body["message"].as_str().unwrap().contains("JPY"));

    let res = a
        .app
        .send_json("PUT", "/api/admin/money-settings", Some(&a.admin),
                   json!({"currency": "XAU", "address": {"country": "Switzerland"}, "default_tax_rate": 77}))
        .await;
    assert_eq!(res.status, Status::UnprocessableEntity);
    for field in ["currency", "address.country", "default_tax_rate"] {
        assert!(
            res.body["fields"][field].is_array(),
            "{field}: {}",
            res.body
        );
    }
    let res = a
        .app
        .post(
            "/api/admin/tax-rates",
            Some(&a.admin),
            json!({"name": "", "percent": "100.5"}),
        )
        .await;
    assert_eq!(res.status, Status::UnprocessableEntity);
    assert!(res.body["fields"]["name"].is_array() && res.body["fields"]["percent"].is_array());

    // Clients read the currency, never the settings; they credit nothing and export nothing.
    for (method, path) in [
        ("GET", "/api/admin/money-settings"),
        ("PUT", "/api/admin/money-settings"),
        ("POST", "/api/admin/tax-rates"),
        ("POST", "/api/invoices/1/credit-notes"),
        (
            "GET",
            "/api/invoices/export.csv?from=2026-01-01&to=2026-12-31",
        ),
        (
            "GET",
            "/api/invoices/export.zip?from=2026-01-01&to=2026-12-31",
        ),
    ] {
        let res = a.app.send_json(method, path, Some(&a.ana), json!({})).await;
        assert_eq!(res.status, Status::Forbidden, "{method} {path}");
    }
    assert_eq!(a.app.get("/api/money", None).await.status, Status::Ok);
    assert_eq!(
        a.app
            .get("/api/billing/transfer?plan=pro", Some(&a.admin))
            .await
            .status,
        Status::Forbidden
    );
    assert_eq!(
        a.app
            .get("/api/billing/transfer?plan=nope", Some(&a.ana))
            .await
            .status,
        Status::NotFound
    );
}

#[rocket::async_test]
async fn a_client_sees_its_own_credit_notes_and_another_clients_are_not_found() {
    let a = Agency::new().await;
    let inv = a.invoice(json!({"amount": "40"})).await;
    let note = a
        .credit(inv["id"].as_i64().unwrap(), json!({"amount": "10"}))
        .await
        .body;
    a.app
        .create_user(Role::Client, "bo@client.test", "Bo Client")
        .await;
    let bo = a.app.login("bo@client.test", common::PASSWORD).await;
    let path = format!("/api/credit-notes/{}/pdf", note["id"]);
    let (status, _, _) = a.app.get_bytes(&path, Some(&bo)).await;
    assert_eq!(status, Status::NotFound);
    assert_eq!(
        a.app.get("/api/credit-notes", Some(&bo)).await.body["count"],
        0
    );
    let pdf = a.pdf(&path, &a.ana).await;
    assert!(shows(&pdf, "CREDIT NOTE") && shows(&pdf, inv["invoice_number"].as_str().unwrap()));
    assert!(shows(&pdf, "-$10.00"));
}
