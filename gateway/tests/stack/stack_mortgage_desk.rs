//! The mortgage desk through the gateway against the running stack: core stores the property,
//! asks the sandbox's valuation simulator over HTTP, and budgets the application with the KALP
//! settings and the tax rules; a mortgage admin changes the settings, an advisor may not;
//! applications are found by number, by customer and among the ones recently opened (Redis); the
//! form's preferences come labelled per language.
//! Enabled with `--features full-stack-tests` (see `stack_common`).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use serde_json::{Value, json};

use crate::stack_common::{
    customer_id_of, gateway, get, http, multipart, post, put, send, sign_in_staff, swedish_pni,
};

fn cost(budget: &Value, code: &str) -> i64 {
    budget["costs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|line| line["code"] == code)
        .map_or(-1, |line| line["amount"].as_i64().unwrap())
}

#[tokio::test]
async fn an_application_gets_a_valued_property_and_a_budget() {
    let (kdlt_admin, _) = sign_in_staff("jonas.kdlt@zrm.example", "demo-kdlt-1").await;
    let (advisor, anna) = sign_in_staff("anna.online@zrm.example", "demo-online-1").await;
    let serial = chrono::Utc::now().timestamp_millis() % 1000;
    let main = customer_id_of(
        &kdlt_admin,
        json!({"country": "SE", "pni": swedish_pni(&format!("800202{serial:03}")),
               "first_name": "Karin", "last_name": "Bostad"}),
    )
    .await;
    let (status, created) = send(post(
        "/application/create",
        &advisor,
        json!({"country": "SE", "loan_purpose": "BUY", "mortgage_loan_amount": 3000000,
               "main_applicant": main}),
    ))
    .await;
    assert_eq!(status, 201, "{created}");
    let reference = created["application_id"].as_str().unwrap().to_owned();

    // No property yet; a budget without incomes and property names what it lacks.
    let (status, missing) = send(get(&format!("/property/get/{reference}"), &advisor)).await;
    assert_eq!(status, 404, "{missing}");
    assert_eq!(missing["detail"], "The application has no property yet");
    let (status, bare) = send(post(
        "/application/left_to_live",
        &advisor,
        json!({"application_id": reference}),
    ))
    .await;
    assert_eq!(status, 200, "{bare}");
    assert_eq!(bare["missing"], json!(["incomes", "property"]));
    assert_eq!(cost(&bare, "interest"), 17_500);
    assert_eq!(bare["passes"], false);

    // A Norwegian postal code on a Swedish application names the field.
    let property = json!({"property_type": "APARTMENT", "street_address": "Storgatan 1",
                          "postal_code": "0150", "city": "Stockholm", "monthly_fee": 3900});
    let (status, refused) = send(post(
        &format!("/property/create/{reference}"),
        &advisor,
        property.clone(),
    ))
    .await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(refused["field"], "postal_code");
    let mut property = property;
    property["postal_code"] = json!("114 55");
    let (status, saved) = send(post(
        &format!("/property/create/{reference}"),
        &advisor,
        property.clone(),
    ))
    .await;
    assert_eq!(status, 201, "{saved}");
    assert_eq!(saved["postal_code"], "11455");
    assert_eq!(saved["version"], 1);
    let (status, _) = send(post(
        &format!("/property/create/{reference}"),
        &advisor,
        property.clone(),
    ))
    .await;
    assert_eq!(status, 409);

    // Valued by the sandbox's simulator, which knows Storgatan 1.
    let (status, valued) = send(post(
        &format!("/property/valuation/{reference}"),
        &advisor,
        json!({}),
    ))
    .await;
    assert_eq!(status, 200, "{valued}");
    assert_eq!(valued["valuation"]["market_value"], 5_450_000);
    assert_eq!(valued["valuation"]["confidence"], "HIGH");
    assert_eq!(valued["valuation"]["valued_by"], anna["user_id"]);

    // A change without the version, then with a stale one.
    let (status, refused) = send(put(
        &format!("/property/update/{reference}"),
        &advisor,
        property.clone(),
    ))
    .await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(refused["field"], "version");
    property["version"] = json!(1);
    property["monthly_fee"] = json!(4100);
    let (status, changed) = send(put(
        &format!("/property/update/{reference}"),
        &advisor,
        property.clone(),
    ))
    .await;
    assert_eq!(status, 200, "{changed}");
    assert_eq!(changed["version"], 2);
    assert_eq!(changed["valuation"]["market_value"], 5_450_000);
    let (status, _) = send(put(
        &format!("/property/update/{reference}"),
        &advisor,
        property.clone(),
    ))
    .await;
    assert_eq!(status, 409);

    // Moved to an address the provider does not know: the old valuation goes, and valuing is a
    // clear refusal that changes nothing.
    property["version"] = json!(2);
    property["street_address"] = json!("Okänd väg 99");
    let (status, moved) = send(put(
        &format!("/property/update/{reference}"),
        &advisor,
        property.clone(),
    ))
    .await;
    assert_eq!(status, 200, "{moved}");
    assert!(moved["valuation"].is_null(), "{moved}");
    let (status, unknown) = send(post(
        &format!("/property/valuation/{reference}"),
        &advisor,
        json!({}),
    ))
    .await;
    assert_eq!(status, 409, "{unknown}");
    assert_eq!(
        unknown["detail"],
        "The valuation provider knows no property at this address"
    );
    property["version"] = json!(3);
    property["street_address"] = json!("Storgatan 1");
    let (status, back) = send(put(
        &format!("/property/update/{reference}"),
        &advisor,
        property,
    ))
    .await;
    assert_eq!(status, 200, "{back}");
    let (status, events) = send(get(
        &format!("/application/get_app_events/{reference}"),
        &advisor,
    ))
    .await;
    assert_eq!(status, 200, "{events}");
    let kinds: Vec<&str> = events["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|event| event["kind"].as_str())
        .collect();
    assert_eq!(
        kinds[..5],
        [
            "property_saved",
            "property_saved",
            "property_saved",
            "property_valued",
            "property_saved"
        ]
    );

    // With a salary and the home, the budget is whole.
    let (status, with_income) = send(post(
        &format!("/application/update/{reference}"),
        &advisor,
        json!({"version": created["version"],
               "incomes": [{"customer_id": main, "kind": "SALARY", "amount": 65000}]}),
    ))
    .await;
    assert_eq!(status, 200, "{with_income}");
    let (status, tax) = send(post(
        "/mortgage/tax-calculation",
        &advisor,
        json!({"country": "SE", "yearly_income": 780000}),
    ))
    .await;
    assert_eq!(status, 200, "{tax}");
    let (status, whole) = send(post(
        "/application/left_to_live",
        &advisor,
        json!({"application_id": reference, "children": 2}),
    ))
    .await;
    assert_eq!(status, 200, "{whole}");
    assert_eq!(whole["missing"], json!([]));
    assert_eq!(whole["net_monthly_income"], tax["net_monthly"]);
    assert_eq!(cost(&whole, "housing_fee"), 4_100);
    assert_eq!(cost(&whole, "living_costs"), 10_500 + 2 * 4_000);
    assert_eq!(
        whole["left_to_live"].as_i64().unwrap(),
        whole["net_monthly_income"].as_i64().unwrap() - whole["total_costs"].as_i64().unwrap()
    );
    let (status, refused) = send(post(
        "/application/left_to_live",
        &advisor,
        json!({"application_id": reference, "children": 21}),
    ))
    .await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(refused["field"], "children");

    // Found by number (v2 names the numbers that name nothing), by customer, and first among
    // the applications Anna opened last.
    let unknown = "MOSE999999999";
    let (status, found) = send(post(
        "/application/v2/gets",
        &advisor,
        json!({"application_ids": [reference, unknown]}),
    ))
    .await;
    assert_eq!(status, 200, "{found}");
    assert_eq!(found["items"][0]["application_id"], reference);
    assert_eq!(found["missing"], json!([unknown]));
    let (status, refused) = send(post(
        "/application/gets",
        &advisor,
        json!({"application_ids": [reference, "LOSE1"]}),
    ))
    .await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(refused["field"], "application_ids[1]");
    let (status, mine) = send(post(
        "/application/search?limit=5",
        &advisor,
        json!({"customer_id": main}),
    ))
    .await;
    assert_eq!(status, 200, "{mine}");
    assert_eq!(mine["items"][0]["application_id"], reference);
    let (status, _) = send(post(
        "/application/get",
        &advisor,
        json!({"application_id": reference}),
    ))
    .await;
    assert_eq!(status, 200);
    // Remembered beside the response: the list catches up within moments.
    let mut recent = Value::Null;
    for _ in 0..50 {
        let (status, listed) = send(get("/application/get/recent?limit=3", &advisor)).await;
        assert_eq!(status, 200, "{listed}");
        recent = listed;
        if recent["items"][0]["application_id"] == reference {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(recent["items"][0]["application_id"], reference, "{recent}");
    let (status, _) = send(get("/application/get/recent?limit=21", &advisor)).await;
    assert_eq!(status, 400);

    // Documents: Anna (no customer role needed) uploads Karin's payslip onto the application,
    // finds it attached and downloads it; a customer not on the application is refused.
    let mut content = b"%PDF-1.7\n".to_vec();
    content.extend((0..20_000u32).map(|i| (i % 251) as u8));
    let upload = |customer: i64| {
        let (content_type, body) = multipart(&[], ("lön.pdf", "application/pdf", &content));
        http()
            .post(format!("{}/application/documents/{reference}", gateway()))
            .query(&[
                ("customer_id", customer.to_string()),
                ("document_type", "payslip".to_owned()),
            ])
            .bearer_auth(&advisor)
            .header("content-type", content_type)
            .body(body)
    };
    let (status, saved) = send(upload(main)).await;
    assert_eq!(status, 201, "{saved}");
    assert_eq!(saved["application_id"], reference);
    let document = saved["document_id"].as_i64().unwrap();
    let (status, refused) = send(upload(main + 1_000_000)).await;
    assert_eq!(status, 409, "{refused}");
    let (status, attached) = send(get(
        &format!("/application/documents/{reference}"),
        &advisor,
    ))
    .await;
    assert_eq!(status, 200, "{attached}");
    assert_eq!(attached["items"][0]["document_id"], document);
    let downloaded = get(
        &format!("/application/documents/{reference}/{main}/{document}"),
        &advisor,
    )
    .send()
    .await
    .unwrap();
    assert_eq!(downloaded.status(), 200);
    assert_eq!(
        downloaded.bytes().await.unwrap().as_ref(),
        content.as_slice()
    );
    // Through another application's number the document is unknown.
    let (status, _) = send(get(
        &format!("/application/documents/MOSE999999999/{main}/{document}"),
        &advisor,
    ))
    .await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn kalp_settings_are_read_by_the_desk_and_changed_by_a_mortgage_admin() {
    // Erik is an advisor without the mortgage admin role; Anna holds it.
    let (advisor, _) = sign_in_staff("erik.sales@zrm.example", "demo-sales-1").await;
    let (admin, anna) = sign_in_staff("anna.online@zrm.example", "demo-online-1").await;
    // The Norwegian form's preferences, labelled in Norwegian: what core takes, in kroner.
    let (status, prefs) = send(get("/application/prefs?country=NO&language=nb", &advisor)).await;
    assert_eq!(status, 200, "{prefs}");
    assert_eq!(prefs["currency"], "NOK");
    assert_eq!(prefs["loan_purposes"][1]["label"], "Finansieringsbevis");
    assert_eq!(prefs["max_applicants"], 4);
    let accepted = prefs["substatuses"]
        .as_array()
        .unwrap()
        .iter()
        .find(|step| step["substatus"] == "ACCEPTED")
        .unwrap();
    assert_eq!(accepted["next"], json!(["DISBURSED"]));
    let (status, refused) = send(get("/application/prefs?country=DK", &advisor)).await;
    assert_eq!(
        (status.as_u16(), refused["field"].as_str()),
        (400, Some("country")),
        "{refused}"
    );
    let (status, settings) = send(get("/mortgage/kalp/settings/NO", &advisor)).await;
    assert_eq!(status, 200, "{settings}");
    assert_eq!(settings["country"], "NO");
    let mut change = json!({
        "version": settings["version"],
        "living_cost_first_adult": settings["living_cost_first_adult"],
        "living_cost_other_adult": settings["living_cost_other_adult"],
        "living_cost_child": settings["living_cost_child"],
        "operating_cost_apartment": settings["operating_cost_apartment"],
        "operating_cost_house": settings["operating_cost_house"],
        "stress_interest_rate_bp": settings["stress_interest_rate_bp"],
        "amortization_rate_bp": 260,
    });
    let (status, _) = send(put("/mortgage/kalp/settings/NO", &advisor, change.clone())).await;
    assert_eq!(status, 403);
    let (status, changed) = send(put("/mortgage/kalp/settings/NO", &admin, change.clone())).await;
    assert_eq!(status, 200, "{changed}");
    assert_eq!(changed["amortization_rate_bp"], 260);
    assert_eq!(changed["updated_by"], anna["user_id"]);
    assert_eq!(
        changed["version"],
        settings["version"].as_i64().unwrap() + 1
    );
    let (status, stale) = send(put("/mortgage/kalp/settings/NO", &admin, change.clone())).await;
    assert_eq!(status, 409, "{stale}");
    change["version"] = changed["version"].clone();
    change["stress_interest_rate_bp"] = json!(3001);
    let (status, refused) = send(put("/mortgage/kalp/settings/NO", &admin, change)).await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(refused["field"], "stress_interest_rate_bp");

    let (status, rules) = send(get("/mortgage/taxes/SE", &advisor)).await;
    assert_eq!(status, 200, "{rules}");
    assert_eq!(rules["year"], 2025);
    assert!(
        rules["rules"]
            .as_array()
            .unwrap()
            .iter()
            .any(|rule| rule["code"] == "municipal_rate" && rule["rate_bp"] == 3241)
    );
    let (status, _) = send(get("/mortgage/taxes/DK", &advisor)).await;
    assert_eq!(status, 400);
}
