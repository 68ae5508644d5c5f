//! The vector files read as [`Case`]s: every test case, scenario, variant and request test, in
//! document order, with the payload, validation time, skew, audience, request and rate-limit
//! setup the harness runs it with, and what it expects.

use serde_json::{json, Value};

pub(crate) struct Case {
    pub(crate) file: String,
    pub(crate) name: String,
    pub(crate) payload: Value,
    pub(crate) now: i64,
    pub(crate) skew: u64,
    pub(crate) audience: String,
    pub(crate) request: Option<Value>,
    pub(crate) setup: Option<Value>,
    pub(crate) expect: Value,
    /// An AS-side scenario: `may_delegate` is what is judged.
    pub(crate) exchange: bool,
}

fn int(v: &Value, key: &str) -> Option<i64> {
    v.get(key).and_then(Value::as_i64)
}

fn case(file: &str, name: &str, payload: &Value, ctx: &Value, expect: Value) -> Case {
    let mut payload = payload.clone();
    if let Some(exp) = ctx.get("token_exp") {
        payload["exp"] = exp.clone();
    }
    if let Some(nbf) = ctx.get("token_nbf") {
        payload["nbf"] = nbf.clone();
    }
    let audience = ctx
        .get("resource_server_audience")
        .and_then(Value::as_str)
        .map(str::to_owned)
        .or_else(|| match &payload["aud"] {
            Value::String(s) => Some(s.clone()),
            Value::Array(a) => a.first().and_then(Value::as_str).map(str::to_owned),
            _ => None,
        })
        .unwrap_or_default();
    let now = int(ctx, "current_time")
        .or_else(|| int(ctx, "validation_time"))
        .or_else(|| int(&payload, "iat"))
        .unwrap_or(0);
    Case {
        file: file.to_owned(),
        name: name.to_owned(),
        now,
        skew: ctx
            .get("clock_skew_tolerance")
            .and_then(Value::as_u64)
            .unwrap_or(0),
        audience,
        request: ctx.get("request").cloned(),
        setup: ctx.get("setup").cloned(),
        expect,
        exchange: false,
        payload,
    }
}

/// Every case of one vector file, in document order.
pub(crate) fn cases(file: &str, doc: &Value) -> Vec<Case> {
    let mut out = Vec::new();
    let top = doc.get("token_payload").or_else(|| doc.get("base_token"));
    let rs_audience = doc.pointer("/resource_server/audience").cloned();
    for list in ["test_cases", "test_scenarios"] {
        for tc in doc
            .get(list)
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            let name = tc["name"].as_str().unwrap_or("?");
            let mut ctx = tc.clone();
            if let (Some(aud), None) = (&rs_audience, ctx.get("resource_server_audience")) {
                ctx["resource_server_audience"] = aud.clone();
            }
            if let Some(exchange) = tc.get("token_exchange_request") {
                // An authorization-server scenario: a parent token at the given depth.
                let mut payload = top.cloned().unwrap_or_default();
                let depth = int(exchange, "parent_token_depth").unwrap_or(0);
                let chain: Vec<String> = (0..=depth).map(|i| format!("hop-{i}")).collect();
                let mut delegation = json!({
                    "depth": depth,
                    "max_depth": int(exchange, "parent_token_max_depth").unwrap_or(0),
                    "chain": chain,
                });
                if depth > 0 {
                    delegation["parent_jti"] = json!("parent-of-exchange");
                }
                payload["delegation"] = delegation;
                let mut c = case(file, name, &payload, &ctx, tc.clone());
                c.exchange = true;
                out.push(c);
                continue;
            }
            let payload = match (tc.get("token_payload"), tc.get("token"), top) {
                (Some(p), _, _) => p.clone(),
                (None, Some(overrides), Some(base)) => {
                    let mut p = base.clone();
                    for (k, v) in overrides.as_object().into_iter().flatten() {
                        p[k] = v.clone();
                    }
                    p
                }
                (None, None, Some(base)) => base.clone(),
                (None, _, None) => panic!("{file} {name}: no payload"),
            };
            let tests: Vec<Value> = match (tc.get("request_test"), tc.get("request_tests")) {
                (Some(one), _) => vec![one.clone()],
                (None, Some(Value::Array(many))) => many.clone(),
                _ => Vec::new(),
            };
            out.push(case(file, name, &payload, &ctx, tc.clone()));
            for (i, rt) in tests.iter().enumerate() {
                let mut ctx = ctx.clone();
                ctx["request"] = rt.clone();
                let mut expect = rt.clone();
                expect["expected_result"] = rt["expected"].clone();
                out.push(case(file, &format!("{name}/{i}"), &payload, &ctx, expect));
            }
        }
    }
    for variant in doc
        .get("variants")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        let name = variant["variant_name"].as_str().unwrap_or("?");
        let mut expect = variant["validation_error"].clone();
        expect["expected_result"] = json!("REJECTED");
        out.push(case(file, name, &variant["token_payload"], variant, expect));
    }
    out
}
